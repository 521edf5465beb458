// Browser tests: the whole product (api, gateway, front server) in-process on free ports, driven
// through Debian's Chromium with playwright-core.
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { relay, relayHooksOnly } from '../web/viteRelayPlugin.ts';

export default defineConfig({
  // the accessibility test reads the web's route table (web/src/routes.tsx) to visit every page
  plugins: [relay()],
  resolve: { alias: [relayHooksOnly] },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    root: path.resolve(import.meta.dirname, '..'),
    globalSetup: ['e2e/support/buildWeb.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // pages load lazily over real HTTP: give polled expectations time to settle
    expect: { poll: { timeout: 15_000 } },
  },
});
