// Builds the web application (its explorer, and the server's render of its public pages) once before the browser tests, so they test the current code.
import path from 'node:path';
import { build } from 'vite';
import { repoRoot, webDistDir } from '../../scripts/stack.ts';

// vitest runs with NODE_ENV=test, which would make Vite bundle React's development build: the
// browser tests test what `npm start` serves, the production build.
export default async function buildWeb(): Promise<void> {
  const webRoot = path.join(repoRoot, 'web');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: webDistDir, emptyOutDir: true },
    });
    // The GraphiQL explorer: its own build into the same folder (web/vite.explorer.config.ts).
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.explorer.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: webDistDir, emptyOutDir: false },
    });
    // The server's render of the public pages, beside the build (web/vite.ssr.config.ts).
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.ssr.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: `${webDistDir}-server`, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
