// Shared reads against a real socket: the api holds each call until the test answers it, so what
// is in flight is decided by the test, not by timing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bindRestClient, createRestTransport, type RestTransport } from './client.ts';
import { HttpError } from './HttpError.ts';

interface Held {
  authorization: string | undefined;
  forwardedFor: string | undefined;
  answer(status: number, body: unknown): void;
}

let server: http.Server | undefined;
let transport: RestTransport | undefined;

afterEach(async () => {
  await transport?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = transport = undefined;
});

/** An api that holds every request; `next()` resolves with the next one to arrive. */
async function holdingApi() {
  const arrived: Held[] = [];
  const waiting: ((held: Held) => void)[] = [];
  server = http.createServer((request, response) => {
    const held: Held = {
      authorization: request.headers.authorization,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      answer: (status, body) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(body)),
    };
    const waiter = waiting.shift();
    if (waiter) waiter(held);
    else arrived.push(held);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  transport = createRestTransport({
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
  return {
    transport,
    next: () =>
      new Promise<Held>((resolve) => {
        const held = arrived.shift();
        if (held) resolve(held);
        else waiting.push(resolve);
      }),
    /** Requests that arrived and were not taken with next(). */
    unclaimed: () => arrived.length,
  };
}

const who = (accessToken: string | null, forwardedFor: string | null = '203.0.113.7') => ({
  accessToken,
  marketPlaceId: '1',
  forwardedFor,
});

describe('reads shared while in flight', () => {
  it('gives requests with the same credentials one call while it is in flight, and none after', async () => {
    const api = await holdingApi();
    const first = bindRestClient(api.transport, who('tok')).getShared('/api/user/profile');
    const held = await api.next();
    // Two more requests of the same viewer ask while the call is on its way: no new call.
    const second = bindRestClient(api.transport, who('tok')).getShared('/api/user/profile');
    const third = bindRestClient(api.transport, who('tok')).getShared('/api/user/profile');
    expect(api.transport.inFlight.size).toBe(1);
    held.answer(200, { id: 7 });
    expect(await Promise.all([first, second, third])).toEqual([{ id: 7 }, { id: 7 }, { id: 7 }]);
    expect(api.unclaimed()).toBe(0);

    // Settled: nothing is kept, the next request makes its own call and gets the new answer.
    expect(api.transport.inFlight.size).toBe(0);
    const later = bindRestClient(api.transport, who('tok')).getShared('/api/user/profile');
    (await api.next()).answer(200, { id: 7, renamed: true });
    expect(await later).toEqual({ id: 7, renamed: true });
  });

  it('never shares a call between different tokens or client addresses', async () => {
    const api = await holdingApi();
    const calls = [who('tok-a'), who('tok-b'), who('tok-a', '198.51.100.2'), who(null)].map(
      (credentials) => bindRestClient(api.transport, credentials).getShared('/api/user/profile'),
    );
    const held = await Promise.all([api.next(), api.next(), api.next(), api.next()]);
    expect(held.map((h) => [h.authorization, h.forwardedFor]).sort()).toEqual(
      [
        ['Bearer tok-a', '203.0.113.7'],
        ['Bearer tok-b', '203.0.113.7'],
        ['Bearer tok-a', '198.51.100.2'],
        [undefined, '203.0.113.7'],
      ].sort(),
    );
    for (const [index, h] of held.entries()) h.answer(200, { index });
    expect((await Promise.all(calls)).map((answer) => typeof answer)).toEqual(
      Array(4).fill('object'),
    );
  });

  it('shares a failure only with the requests already waiting for it', async () => {
    const api = await holdingApi();
    const first = bindRestClient(api.transport, who('tok')).getShared('/api/user/profile');
    const held = await api.next();
    const second = bindRestClient(api.transport, who('tok')).getShared('/api/user/profile');
    held.answer(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' });
    await expect(first).rejects.toBeInstanceOf(HttpError);
    await expect(second).rejects.toMatchObject({ status: 401 });

    const retry = bindRestClient(api.transport, who('tok')).getShared('/api/user/profile');
    (await api.next()).answer(200, { id: 7 });
    await expect(retry).resolves.toEqual({ id: 7 });
  });
});
