// The server's render of public pages (src/ssr/renderPage.tsx), built on its own for Node into the
// folder beside the app's build (web/dist-server), which the front server loads. Everything it
// imports is bundled, React's production build included, so it needs nothing from node_modules at
// run time and renders what the browser's production build hydrates.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { relay, relayHooksOnly } from './viteRelayPlugin.ts';

export default defineConfig({
  plugins: [relay(), react()],
  resolve: { alias: [relayHooksOnly] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/ssr/renderPage.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    manifest: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
