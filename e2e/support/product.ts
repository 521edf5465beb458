// One running product per test file, on a fresh embedded database in a temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack, type RunningStack } from '../../scripts/stack.ts';

export interface Product extends RunningStack {
  dataDir: string;
}

export async function startProduct(): Promise<Product> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-e2e-'));
  // Browser tests always run on their own embedded database, even when DATABASE_URL is set.
  const stack = await startStack({ dataDir, databaseUrl: '' });
  return {
    ...stack,
    dataDir,
    async close() {
      await stack.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
