// The GraphiQL explorer of GET /graphql (explorer.html), built on its own after the app
// (vite.config.ts) into the same folder: a separate build, so that none of graphiql's or Monaco's
// modules can join the app's chunks, and no app chunk is regrouped by a second entry.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { relay, relayHooksOnly } from './viteRelayPlugin.ts';
import { precompress } from './vitePrecompress.ts';

export default defineConfig({
  // The same transforms as the app: the explorer reuses the session's refresh (a Relay mutation).
  plugins: [relay(), react(), precompress()],
  resolve: { alias: [relayHooksOnly] },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Monaco's editor and its GraphQL worker are large; they load on this page only.
    chunkSizeWarningLimit: 4000,
    // The app's build wrote its manifest and files here first: keep them.
    emptyOutDir: false,
    manifest: false,
    rollupOptions: { input: { explorer: 'explorer.html' } },
  },
});
