import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { relay, relayHooksOnly } from './viteRelayPlugin.ts';
import { precompress } from './vitePrecompress.ts';

const gateway = 'http://127.0.0.1:4001';
const api = 'http://127.0.0.1:4000';

const proxy = {
  '/graphql': { target: gateway, ws: true, changeOrigin: true },
  '/uploads': { target: api, changeOrigin: true },
};

export default defineConfig({
  plugins: [relay(), react(), precompress()],
  resolve: { alias: [relayHooksOnly] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // manifest: the bench measures the chunks each route loads (bench/bundleSize.ts)
  build: {
    target: 'es2022',
    sourcemap: false,
    // The entry's one chunk (react-dom, Relay, the router, Chakra) is about 900 kB before gzip.
    chunkSizeWarningLimit: 1000,
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds its whole default theme (every recipe) at load with
      // defineConfig(), an identity function the bundler cannot know is pure: said here, that
      // unused theme and the recipes only it names are left out (ours, theme/system.ts, takes
      // the recipes we use).
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        // Everything the entry imports statically in one chunk: left to itself the bundler cuts
        // it into a chunk per set of importers (30 files, each compressed on its own).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
