// JavaScript a route needs on first load, from the built web application and its Vite manifest:
// the entry chunk, the route's lazy chunk and everything either imports statically.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteJavaScript {
  files: string[];
  gzipBytes: number;
  /** Lazy route modules other than the route itself that this set would load. */
  otherRoutes: string[];
  /** Back-office texts found in the set (their code would be in the public bundle). */
  backOfficeTexts: string[];
}

async function gzipSize(distDir: string, files: string[]): Promise<number> {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(path.join(distDir, file))).length;
  return bytes;
}

/** The entry chunk and what index.html preloads. */
export async function initialJavaScript(
  distDir: string,
): Promise<{ files: string[]; gzipBytes: number }> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return { files, gzipBytes: await gzipSize(distDir, files) };
}

/**
 * The chunks loaded for a route whose module is `routeSrc` (e.g.
 * 'src/features/inventory/InventoryRoute.tsx'), with a check that no back-office code is in
 * them: no other lazy route module, and none of `backOfficeTexts` (labels only staff screens use).
 */
export async function routeJavaScript(
  distDir: string,
  routeSrc: string,
  backOfficeTexts: readonly string[],
): Promise<RouteJavaScript> {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey || !manifest[routeSrc]) {
    throw new Error(`No entry or no chunk for ${routeSrc} in ${manifestPath}`);
  }
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(routeSrc);

  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const otherRoutes = [...keys].filter((key) => manifest[key]!.isDynamicEntry && key !== routeSrc);
  const code = (
    await Promise.all(files.map((file) => readFile(path.join(distDir, file), 'utf8')))
  ).join('\n');
  return {
    files,
    gzipBytes: await gzipSize(distDir, files),
    otherRoutes,
    backOfficeTexts: backOfficeTexts.filter((text) => code.includes(text)),
  };
}
