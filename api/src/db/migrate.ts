// Applies migrations/NNN_name.sql in order, each once and in its own transaction, recording
// them in schema_migration. An advisory lock keeps two api processes from migrating at once.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 4_242_001;

export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d{3}_.+\.sql$/.test(name)).sort();
}

/** Applies the pending migrations; returns the names it applied. */
export function migrate(database: Pick<Database, 'session'>): Promise<string[]> {
  return database.session(async (run) => {
    // The lock comes first: two processes creating the table at once may both fail on
    // PostgreSQL (CREATE TABLE IF NOT EXISTS is not safe against a concurrent one).
    await run(`SELECT pg_advisory_lock(${LOCK_ID})`);
    try {
      await run(`CREATE TABLE IF NOT EXISTS schema_migration (
        name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
      const rows = await run('SELECT name FROM schema_migration');
      const applied = new Set(rows.map((row) => String(row.name)));
      const done: string[] = [];
      for (const name of await migrationFiles()) {
        if (applied.has(name)) continue;
        const text = await readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
        try {
          await run(
            `BEGIN;\n${text}\n;INSERT INTO schema_migration (name) VALUES ('${name}');\nCOMMIT;`,
          );
        } catch (error) {
          await run('ROLLBACK');
          throw new Error(`Migration ${name} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        done.push(name);
      }
      return done;
    } finally {
      await run(`SELECT pg_advisory_unlock(${LOCK_ID})`);
    }
  });
}
