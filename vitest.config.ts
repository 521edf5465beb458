// Every test of the repository, one project per workspace plus the browser tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'] } },
      // the repository's own lint rules (lint/layers.js)
      { test: { name: 'lint', include: ['lint/**/*.test.ts'] } },
      // api, gateway, web and e2e each keep their own vitest.config.ts
      '*/vitest.config.ts',
      // the api tests once more on the PostgreSQL server, when there is one
      ...(process.env.DATABASE_URL ? ['api/vitest.postgres.config.ts'] : []),
      // the product as separate processes (npm start's supervisor; scripts/)
      {
        test: {
          name: 'processes',
          include: ['scripts/**/*.test.ts'],
          exclude: ['scripts/**/*.postgres.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      // several api and gateway processes over one PostgreSQL server, when there is one
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'processes-postgres',
                include: ['scripts/**/*.postgres.test.ts'],
                testTimeout: 120_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
    ],
  },
});
