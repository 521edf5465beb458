// One api per test file on a fresh copy of the seeded demo database: a PGlite loaded from the
// global setup's snapshot, or (API_TEST_DATABASE=postgres) a new database on the DATABASE_URL
// server, migrated and seeded, dropped on close.
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppDependencies } from '../app.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import { seedDemo } from '../seed/seed.ts';
import { freshPostgres } from './freshPostgres.ts';

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export const TEST_TOKEN_SETTINGS = {
  secret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'),
  accessTokenTtlSeconds: 900,
  refreshTokenTtlDays: 30,
};

/** Settings of the app under test beyond the database (e.g. a CRM webhook to a local server). */
export type TestApiOptions = Pick<
  AppDependencies,
  'crmWebhookUrl' | 'accessTokenRequestsPerMinute'
>;

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const uploadsDir = inject('uploadsDir');
  let database: Database;
  let drop = async () => {};
  if (process.env.API_TEST_DATABASE === 'postgres') {
    const server = await freshPostgres();
    drop = server.drop;
    database = await openDatabase({ databaseUrl: server.url });
    await seedDemo(database.db, { uploadsDir });
  } else {
    const snapshot = await readFile(inject('pgliteSnapshot'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    database = await openDatabase({ pglite });
  }
  const app = await buildApp({
    db: database.db,
    tokenSettings: TEST_TOKEN_SETTINGS,
    uploadsDir,
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
