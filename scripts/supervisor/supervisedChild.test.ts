// A child that keeps crashing is started again with backoff until the crash-loop cap, then the
// supervisor gives up on it (and says so) instead of restarting it forever.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@canam/gateway/logging';
import { repoRoot } from '../paths.ts';
import { superviseChild, type SupervisedChild } from './supervisedChild.ts';

let dir: string | undefined;
let child: SupervisedChild | undefined;
afterAll(async () => {
  await child?.stop(5_000);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a child in a crash loop', () => {
  it('is restarted with backoff, then given up on after maxCrashes', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'canam-crash-'));
    const script = path.join(dir, 'crash.ts');
    await writeFile(script, 'process.exit(3);\n');
    const gaveUp: string[] = [];
    child = superviseChild(
      { name: 'crasher', script, cwd: repoRoot, env: process.env, readyUrl: 'http://127.0.0.1:9/' },
      {
        firstDelayMs: 10,
        maxDelayMs: 40,
        stableAfterMs: 60_000,
        maxCrashes: 2,
        crashWindowMs: 60_000,
      },
      {
        log: createLogger('supervisor', 'silent', 'json'),
        onGiveUp: (name) => void gaveUp.push(name),
      },
    );
    const crasher = child;
    await vi.waitFor(() => expect(gaveUp).toEqual(['crasher']), { timeout: 60_000, interval: 50 });
    expect(crasher.restarts()).toBe(2);
    expect(crasher.lastExit()).toEqual({ code: 3, signal: null });
    expect(crasher.gaveUp()).toMatch(/crashed more than 2 times/);
    expect(crasher.pid()).toBeUndefined();
  });
});
