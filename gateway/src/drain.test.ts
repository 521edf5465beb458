// The gateway's probes and graceful stop: /healthz answers while alive, /readyz turns 503
// (draining) as soon as close() begins, and open graphql-ws sockets are closed with 1001 Going
// Away, so clients reconnect to another gateway and resume with their `after` cursor.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startFakeStack } from './testing/graphql.ts';

/** A graphql-ws socket, acknowledged; resolves its close code when the server closes it. */
async function openSocket(httpUrl: string): Promise<{ closed: Promise<number> }> {
  const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.on('message', (message) => {
      if (JSON.parse(String(message)).type === 'connection_ack') resolve();
    });
    socket.on('error', reject);
  });
  return { closed };
}

describe('a draining gateway', () => {
  it('answers /readyz 503 while draining and closes graphql-ws sockets with 1001', async () => {
    // The delay keeps the listener open after readyz turned 503, as a load balancer needs.
    const { gateway } = await startFakeStack({ drainDelayMs: 1_000 });
    expect(await (await fetch(`${gateway.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const socket = await openSocket(gateway.url);

    const closing = gateway.close();
    const readyz = await fetch(`${gateway.url}/readyz`);
    expect(readyz.status).toBe(503);
    expect(await readyz.json()).toEqual({ status: 'draining' });
    await closing;
    expect(await socket.closed).toBe(1001);
  });
});
