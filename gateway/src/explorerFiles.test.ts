// The gateway hit directly by a browser at GET /graphql: the web build's explorer page and its
// files when it has a build, a short page saying where the explorer is when it has none; every
// other request stays the GraphQL endpoint's.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeApi } from './testing/fakeApi.ts';
import { startFakeStack } from './testing/graphql.ts';
import type { RunningGateway } from './server.ts';

const PAGE = '<!doctype html><title>explorer</title><script src="/assets/explorer-1.js"></script>';
let dir: string;
const stacks: { api: FakeApi; gateway: RunningGateway }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'canam-explorer-'));
  await mkdir(path.join(dir, 'built', 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'built', 'explorer.html'), PAGE);
  await writeFile(path.join(dir, 'built', 'assets', 'explorer-1.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'secret.txt'), 'not served');
  await mkdir(path.join(dir, 'empty'));
  for (const explorerDir of ['built', 'empty']) {
    stacks.push(await startFakeStack({ explorerDir: path.join(dir, explorerDir) }));
  }
});
afterAll(async () => {
  for (const { api, gateway } of stacks) {
    await gateway.close();
    await api.close();
  }
  await rm(dir, { recursive: true, force: true });
});

const browserGet = (url: string) =>
  fetch(url, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describe('GET /graphql from a browser', () => {
  it('is the explorer page of the web build, with its files', async () => {
    const { url } = stacks[0]!.gateway;
    const page = await browserGet(`${url}/graphql`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toBe(PAGE);
    const script = await fetch(`${url}/assets/explorer-1.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toBe('console.log(1)');
    expect((await fetch(`${url}/assets/..%2F..%2Fsecret.txt`)).status).toBe(404);
  });

  it('says where the explorer is when there is no web build', async () => {
    const page = await browserGet(`${stacks[1]!.gateway.url}/graphql`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('npm run build -w @canam/web');
  });

  it('stays the GraphQL endpoint for anything but a browser page', async () => {
    const response = await fetch(`${stacks[0]!.gateway.url}/graphql?query={serverTime}`, {
      headers: {
        accept: 'application/json',
        authorization: 'Bearer dealer-token',
        'apollo-require-preflight': 'true',
      },
    });
    expect(((await response.json()) as { data: unknown }).data).toHaveProperty('serverTime');
  });
});
