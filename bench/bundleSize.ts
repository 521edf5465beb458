// JavaScript a route needs on first load, from the built web application and its Vite manifest:
// the entry chunk, the route's lazy modules (its page and its loader) and everything they import
// statically, counted as the front server sends them (each file's precompressed copy). Every step
// that cannot find what it needs throws: a figure is measured or the bench fails, never a silent 0.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteJavaScript {
  files: string[];
  /** Bytes sent to a browser accepting gzip, and to one accepting brotli. */
  gzipBytes: number;
  brotliBytes: number;
  /** Lazy route modules other than the route's own that this set would load. */
  otherRoutes: string[];
  /** Back-office texts found in the set (their code would be in the public bundle). */
  backOfficeTexts: string[];
  /** What the route's own chunks may import() later (at once or on demand), not counted above. */
  deferred: { files: string[]; gzipBytes: number };
}

type Encoding = 'gzip' | 'br';
const COPY_SUFFIX: Record<Encoding, string> = { gzip: '.gz', br: '.br' };

/**
 * The bytes the front server sends for `files` to a browser accepting `encoding`: each file's
 * precompressed copy (web/vitePrecompress.ts), or the file itself where the build made none
 * (under 1 KiB). A build without any copy fails: its files would be sent uncompressed.
 */
async function servedSize(distDir: string, files: string[], encoding: Encoding): Promise<number> {
  let bytes = 0;
  let copies = 0;
  for (const file of files) {
    const original = await stat(path.join(distDir, file));
    if (original.size === 0) throw new Error(`${file} in ${distDir} is empty`);
    const copy = await stat(path.join(distDir, file + COPY_SUFFIX[encoding])).catch(() => null);
    if (copy) copies += 1;
    bytes += copy?.size ?? original.size;
  }
  if (files.length > 0 && copies === 0) {
    throw new Error(
      `no ${encoding} copy of any of ${files.join(', ')} in ${distDir}: the build did not precompress them`,
    );
  }
  return bytes;
}

async function readManifest(distDir: string): Promise<{ manifest: Manifest; entryKey: string }> {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  let text: string;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch (error) {
    throw new Error(
      `No Vite manifest at ${manifestPath} (build the web application first: npm run build -w @canam/web): ${(error as Error).message}`,
    );
  }
  const manifest = JSON.parse(text) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error(`No entry chunk in ${manifestPath}`);
  return { manifest, entryKey };
}

/** The chunks `keys` import statically, themselves included. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const javaScript = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));

/** The entry chunk and what index.html preloads. */
export async function initialJavaScript(
  distDir: string,
): Promise<{ files: string[]; gzipBytes: number; brotliBytes: number }> {
  const htmlPath = path.join(distDir, 'index.html');
  const html = await readFile(htmlPath, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  if (files.length === 0) throw new Error(`No script in ${htmlPath}`);
  return {
    files,
    gzipBytes: await servedSize(distDir, files, 'gzip'),
    brotliBytes: await servedSize(distDir, files, 'br'),
  };
}

/**
 * The chunks loaded for a route whose lazy modules are `routeSrcs` (e.g.
 * 'src/features/inventory/InventoryRoute.tsx' and its loader's module), with a check that no
 * back-office code is in them: no other lazy route module, and none of `backOfficeTexts` (labels
 * only staff screens use).
 */
export async function routeJavaScript(
  distDir: string,
  routeSrcs: readonly string[],
  backOfficeTexts: readonly string[],
): Promise<RouteJavaScript> {
  const { manifest, entryKey } = await readManifest(distDir);
  const missing = routeSrcs.filter((src) => !manifest[src]);
  if (routeSrcs.length === 0 || missing.length > 0) {
    throw new Error(`No chunk for ${missing.join(', ') || 'the route'} in the Vite manifest`);
  }
  const keys = staticClosure(manifest, [entryKey, ...routeSrcs]);
  const files = javaScript(manifest, keys);
  const otherRoutes = [...keys].filter(
    (key) => manifest[key]!.isDynamicEntry && !routeSrcs.includes(key),
  );
  const code = (
    await Promise.all(files.map((file) => readFile(path.join(distDir, file), 'utf8')))
  ).join('\n');

  const entryChunks = staticClosure(manifest, [entryKey]);
  const routeChunks = [...keys].filter((key) => !entryChunks.has(key));
  const lazyParts = routeChunks
    .flatMap((key) => manifest[key]!.dynamicImports ?? [])
    .filter((key) => !routeSrcs.includes(key));
  const deferredKeys = [...staticClosure(manifest, lazyParts)].filter((key) => !keys.has(key));
  const deferredFiles = javaScript(manifest, deferredKeys);
  return {
    files,
    gzipBytes: await servedSize(distDir, files, 'gzip'),
    brotliBytes: await servedSize(distDir, files, 'br'),
    otherRoutes,
    backOfficeTexts: backOfficeTexts.filter((text) => code.includes(text)),
    deferred: { files: deferredFiles, gzipBytes: await servedSize(distDir, deferredFiles, 'gzip') },
  };
}
