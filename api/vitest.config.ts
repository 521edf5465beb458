// api tests on embedded PGlite: each test file loads a migrated and seeded snapshot made once by
// the global setup. vitest.postgres.config.ts runs the same files on a PostgreSQL server.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
