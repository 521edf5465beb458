// The one data layer: Kysely over a PostgreSQL server (DATABASE_URL) or embedded PGlite
// persisted in a directory (the default), with the migrations applied on open.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from './pglite/pgliteDialect.ts';
import pg from 'pg';
import { migrate } from './migrate.ts';
import type { DB } from './schema.ts';

export type Db = Kysely<DB>;
export type SqlTextRunner = (sqlText: string) => Promise<Record<string, unknown>[]>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /**
   * Runs fn on one dedicated connection with a runner for SQL text that may hold several
   * statements and no parameters (migrations); returns the rows of the last statement.
   */
  session<T>(fn: (run: SqlTextRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** Directory of the embedded database (created when missing); in memory when absent. */
  pgliteDir?: string;
  /** An already opened PGlite (tests load a migrated snapshot). */
  pglite?: PGlite;
}

// numeric and int8 stay exact: read them as strings, never as binary floats.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => value);

function fromPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server ends (restart, admin) is dropped from the pool and replaced
  // on the next query; without a listener the error would crash the process.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  return {
    db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }),
    kind: 'postgres',
    async session(fn) {
      const client = await pool.connect();
      try {
        return await fn(async (sqlText) => {
          const result = (await client.query(sqlText)) as pg.QueryResult | pg.QueryResult[];
          return (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [];
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function fromPGlite(options: OpenDatabaseOptions): Promise<Database> {
  let pglite = options.pglite;
  if (!pglite) {
    if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
    pglite = await PGlite.create(options.pgliteDir ?? 'memory://');
  }
  const client = pglite;
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    session: (fn) => fn(async (sqlText) => (await client.exec(sqlText)).at(-1)?.rows ?? []),
    // Destroying Kysely closes the PGlite instance through the dialect's driver.
    close: () => db.destroy(),
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? fromPostgres(options.databaseUrl)
    : await fromPGlite(options);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
