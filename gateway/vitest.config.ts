// Gateway tests: real operations against the real schema over a mocked REST api (undici
// MockAgent), and integration tests against the real api, all in-process on free ports.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
