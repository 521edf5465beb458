// The gateway as one ES module that plain Node runs (`npm start`'s supervisor, the bench and a
// deployment build it first): under `--import tsx` the gateway carried a second V8 heap (tsx's
// loader thread) and every module's transpiled source with its source map, ~38 MB of RSS, and it
// needs that room for the young generation of gateway/src/nodeFlags.ts (docs/decisions.md).
// Our workspace packages (@canam/*) are bundled; every other package stays an import of
// node_modules. The output sits at the depth of gateway/src/, so the repository's files resolve
// as they do from the sources (gateway/src/repositoryFiles.ts). Takes well under a second.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './paths.ts';

export const GATEWAY_BUILD = path.join(repoRoot, 'gateway', 'dist', 'server.mjs');

/** Bundles `entry` (default the gateway's process, gateway/src/main.ts) into `outfile`; returns `outfile`. */
export async function buildGateway(
  entry = path.join(repoRoot, 'gateway', 'src', 'main.ts'),
  outfile = GATEWAY_BUILD,
): Promise<string> {
  if (path.resolve(path.dirname(outfile), '..', '..') !== repoRoot) {
    throw new Error(`${outfile}: the build must sit two folders below ${repoRoot}`);
  }
  const { outputFiles } = await build({
    entryPoints: [entry],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-in-node-modules',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@canam/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // Written beside and renamed: a process started meanwhile (another supervisor in this checkout)
  // runs the previous build or this one, never half a file.
  const partial = `${outfile}.${process.pid}.partial`;
  await mkdir(path.dirname(outfile), { recursive: true });
  await writeFile(partial, outputFiles[0]!.contents);
  await rename(partial, outfile);
  return outfile;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.join(repoRoot, 'scripts', 'buildGateway.ts')
) {
  console.log(`built ${path.relative(repoRoot, await buildGateway())}`);
}
