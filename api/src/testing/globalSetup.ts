// Once per test run: a PGlite database migrated and seeded with the demo marketplace, dumped to a
// file that every test file loads (about 1 s) instead of creating a database (about 4 s).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/database.ts';
import { seedDemo } from '../seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    uploadsDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'canam-api-test-'));
  const uploadsDir = path.join(dir, 'uploads');
  project.provide('uploadsDir', uploadsDir);
  // On a PostgreSQL server each test file migrates and seeds a database of its own.
  if (project.config.env?.API_TEST_DATABASE === 'postgres') {
    project.provide('pgliteSnapshot', '');
    return () => rm(dir, { recursive: true, force: true });
  }
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await seedDemo(database.db, { uploadsDir });
  const snapshot = path.join(dir, 'snapshot.tar.gz');
  await writeFile(snapshot, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);
  return () => rm(dir, { recursive: true, force: true });
}
