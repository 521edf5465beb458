// The Kysely types of the migrations: applies them to a fresh in-memory PGlite (openDatabase),
// reads the tables back and renders them; the file they are kept in, and whether it is stale.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../database.ts';
import { openDatabase } from '../database.ts';
import { introspect } from './introspect.ts';
import { renderDbTypes } from './renderDbTypes.ts';

export const DB_TYPES_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '__generated__',
  'database.ts',
);

/** The types of an open database (already migrated, perhaps changed further). */
export async function dbTypesOf(database: Pick<Database, 'db'>): Promise<string> {
  return renderDbTypes(await introspect(database.db));
}

/** The types of migrations/*.sql, applied to a new empty database. */
export async function generateDbTypes(): Promise<string> {
  const database = await openDatabase({});
  try {
    return await dbTypesOf(database);
  } finally {
    await database.close();
  }
}

/** Why the committed file is stale against `generated`, or null when it is up to date. */
export async function staleDbTypes(generated: string): Promise<string | null> {
  const committed = await readFile(DB_TYPES_FILE, 'utf8').catch(() => null);
  if (committed === generated) return null;
  const file = path.relative(process.cwd(), DB_TYPES_FILE);
  return committed === null
    ? `${file} is missing: run \`npm run generate\` and commit it.`
    : `${file} is stale: it is not what api/src/db/migrations/*.sql give. ` +
        'Run `npm run generate` and commit it.';
}
