// `npm start`'s supervisor with real child processes (embedded PGlite in a temporary directory):
// a gateway killed with SIGKILL comes back and serves again while the api keeps running (same
// process, never restarted) and the front server keeps answering; stopping the stack drains
// every process and each exits 0. The gateway runs as a build (no tsx) with its heap flags.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@canam/gateway/logging';
import {
  GATEWAY_MAX_OLD_SPACE_MB,
  GATEWAY_NODE_FLAGS,
  GATEWAY_SEMI_SPACE_MB,
} from '@canam/gateway/nodeFlags';
import type { ConcreteRequest } from 'relay-runtime';
import viewerQueryArtifact from '../../web/src/__generated__/useViewerQuery.graphql.ts';
import { freePort, isAlive, tinyWebBuild } from '../testing/processes.ts';
import { GATEWAY_BUILD } from '../buildGateway.ts';
import { startSupervisedStack, type SupervisedStack } from './supervisedStack.ts';

let stack: SupervisedStack;
let dataDir: string;
let distDir: string;
const gaveUp: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-supervisor-'));
  distDir = await tinyWebBuild();
  stack = await startSupervisedStack({
    port: await freePort(),
    apiPort: await freePort(),
    gatewayPort: await freePort(),
    databaseUrl: '',
    dataDir,
    distDir,
    env: { ...process.env, LOG_FORMAT: 'json', DATABASE_URL: '' },
    log: createLogger('supervisor', 'warn', 'json'),
    onGiveUp: (name) => void gaveUp.push(name),
  });
});

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(distDir, { recursive: true, force: true });
});

/** Asks the front server's /healthz every 20 ms until stopped; records each answer. */
function watchFrontServer() {
  const answers: (number | string)[] = [];
  let watching = true;
  const done = (async () => {
    while (watching) {
      const status = await fetch(`${stack.url}/healthz`).then(
        (answer) => answer.status,
        (error: unknown) => String(error),
      );
      answers.push(status);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    answers,
    async stop() {
      watching = false;
      await done;
    },
  };
}

const viewerQuery = viewerQueryArtifact as ConcreteRequest;

describe('the supervisor', () => {
  it('runs the gateway as a build by plain Node, with its heap flags (gateway/src/nodeFlags.ts)', async () => {
    const commandLine = await readFile(`/proc/${stack.children.gateway.pid()!}/cmdline`, 'utf8');
    const args = commandLine.split('\0');
    for (const flag of GATEWAY_NODE_FLAGS) expect(args).toContain(flag);
    expect(GATEWAY_NODE_FLAGS).toContain(`--max-old-space-size=${GATEWAY_MAX_OLD_SPACE_MB}`);
    expect(GATEWAY_NODE_FLAGS).toContain(`--max-semi-space-size=${GATEWAY_SEMI_SPACE_MB}`);
    expect(args).toContain(GATEWAY_BUILD);
    expect(args).not.toContain('tsx');
  });

  it('starts a gateway killed with SIGKILL again; the api and the front server are untouched', async () => {
    const { api, gateway, front } = stack.children;
    const apiPid = api.pid()!;
    const frontPid = front.pid()!;
    const killedPid = gateway.pid()!;
    expect([apiPid, frontPid, killedPid].every(isAlive)).toBe(true);

    const watch = watchFrontServer();
    process.kill(killedPid, 'SIGKILL');
    await vi.waitFor(() => expect(isAlive(killedPid)).toBe(false), { timeout: 10_000 });
    await vi.waitFor(
      async () => {
        expect(gateway.pid()).toBeDefined();
        expect((await fetch(`${stack.gatewayUrl}/readyz`)).status).toBe(200);
      },
      { timeout: 60_000, interval: 100 },
    );
    // The product serves GraphQL again through the front server: the web's own viewer query, by
    // its persisted id as the web sends it (a guest may run no other).
    const answer = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: viewerQuery.params.id, variables: {} }),
    });
    expect(await answer.json()).toMatchObject({ data: { viewer: { isLoggedIn: false } } });
    await watch.stop();

    expect(gateway.pid()).not.toBe(killedPid);
    expect(gateway.restarts()).toBe(1);
    expect(gateway.lastExit()).toEqual({ code: null, signal: 'SIGKILL' });
    // The api never restarted: the same process, never exited.
    expect(api.pid()).toBe(apiPid);
    expect(api.restarts()).toBe(0);
    expect(api.lastExit()).toBeNull();
    expect(isAlive(apiPid)).toBe(true);
    // The front server answered every time it was asked while the gateway was away.
    expect(front.pid()).toBe(frontPid);
    expect(front.restarts()).toBe(0);
    expect(watch.answers.length).toBeGreaterThan(0);
    expect(new Set(watch.answers)).toEqual(new Set([200]));
    expect(gaveUp).toEqual([]);
  });

  it('drains every process on stop: each exits 0', async () => {
    const { api, gateway, front } = stack.children;
    const pids = [api.pid()!, gateway.pid()!, front.pid()!];
    await stack.stop();
    for (const child of [api, gateway, front]) {
      expect(child.lastExit(), child.name).toEqual({ code: 0, signal: null });
    }
    expect(pids.filter(isAlive)).toEqual([]);
  });
});
