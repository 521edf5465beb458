import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { relay } from './viteRelayPlugin.ts';

const gateway = 'http://127.0.0.1:4001';
const api = 'http://127.0.0.1:4000';

const proxy = {
  '/graphql': { target: gateway, ws: true, changeOrigin: true },
  '/uploads': { target: api, changeOrigin: true },
};

export default defineConfig({
  plugins: [relay(), react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // manifest: the bench measures the chunks each route loads (bench/bundleSize.ts)
  // explorer.html: the GraphiQL explorer of GET /graphql, its own entry (never in the app's pages)
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rollupOptions: { input: { main: 'index.html', explorer: 'explorer.html' } },
  },
});
