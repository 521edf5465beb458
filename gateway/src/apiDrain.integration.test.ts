// An api that drains while a gateway still tails its event stream: the api ends the stream and
// stops (it does not wait for the gateway to go), and the gateway's /readyz says it lost the api,
// so a load balancer sends its traffic elsewhere until the api (or another one) is back.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startApi } from '@canam/api/server';
import { startGateway, type RunningGateway } from './server.ts';

let gateway: RunningGateway | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await gateway?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const readyz = async (url: string) => {
  const answer = await fetch(`${url}/readyz`);
  return { status: answer.status, body: (await answer.json()) as { status: string } };
};

describe('an api draining under a connected gateway', () => {
  it('ends its event streams and stops; the gateway turns not ready', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-api-drain-'));
    const api = await startApi({ port: 0, dataDir, databaseUrl: '', seed: true });
    gateway = await startGateway({ port: 0, apiUrl: api.url, eventsSecret: api.eventsSecret });
    const connected = gateway;
    await vi.waitFor(
      async () => expect(await readyz(connected.url)).toMatchObject({ status: 200 }),
      {
        timeout: 30_000,
      },
    );

    await api.close();

    const notReady = await readyz(connected.url);
    expect(notReady.status).toBe(503);
    expect(['api unreachable', 'event stream not connected']).toContain(notReady.body.status);
  });
});
