import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { relay, relayHooksOnly } from './viteRelayPlugin.ts';

export default defineConfig({
  plugins: [relay(), react()],
  resolve: { alias: [relayHooksOnly] },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // jsdom renders of Chakra pages are slow on a loaded CI machine; these bound hangs, not speed
    testTimeout: 30_000,
  },
});
