// The api tests again on the PostgreSQL server of DATABASE_URL, each test file in a database of
// its own (created and dropped by src/testing/testApi.ts). The root config includes this project
// only when DATABASE_URL is set.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-postgres',
    include: ['src/**/*.test.ts'],
    exclude: ['src/seed/**'],
    globalSetup: ['src/testing/globalSetup.ts'],
    env: { API_TEST_DATABASE: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
