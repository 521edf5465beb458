// A seeded demo database that outlives the api processes of a crash test: a PGlite directory
// loaded from the test snapshot, or (API_TEST_DATABASE=postgres) a database of its own on the
// PostgreSQL server. Both an api child process and an in-process api can open it, one at a time.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { pgliteDirOf } from '../../config.ts';
import { openDatabase, type Db } from '../../db/database.ts';
import { createTestApi } from '../../testing/testApi.ts';

export interface CrashSite {
  kind: 'pglite' | 'postgres';
  /** Where the api keeps its files (and its PGlite database). */
  dataDir: string;
  /** postgres://… of the database; '' for PGlite in dataDir. */
  databaseUrl: string;
  /** Runs fn on the database while no api holds it (PGlite opens in one process at a time). */
  withDb<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function pgliteSite(dataDir: string): Promise<CrashSite> {
  const pgliteDir = pgliteDirOf({ dataDir });
  const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
  await (await PGlite.create(pgliteDir, { loadDataDir: snapshot })).close();
  return {
    kind: 'pglite',
    dataDir,
    databaseUrl: '',
    async withDb(fn) {
      const database = await openDatabase({ pgliteDir });
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function postgresSite(dataDir: string): Promise<CrashSite> {
  const api = await createTestApi();
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(
    api.database.db,
  );
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    withDb: (fn) => fn(api.database.db),
    async close() {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function openCrashSite(): Promise<CrashSite> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-crash-'));
  return process.env.API_TEST_DATABASE === 'postgres' ? postgresSite(dataDir) : pgliteSite(dataDir);
}
