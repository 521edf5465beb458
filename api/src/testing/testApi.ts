// One api per test file on a fresh copy of the seeded demo database: a PGlite loaded from the
// global setup's snapshot, or (API_TEST_DATABASE=postgres) a new database on the DATABASE_URL
// server, migrated and seeded, dropped on close.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppDependencies } from '../app.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import { seedDemo } from '../seed/seed.ts';

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

async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('API_TEST_DATABASE=postgres needs DATABASE_URL');
  const name = `canam_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // The pool's connections close a moment after pool.end(): wait for them, so FORCE is
        // only a last resort and never cuts a connection that is still being closed.
        for (let attempt = 0; attempt < 20; attempt++) {
          const { rows } = await client.query(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

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
