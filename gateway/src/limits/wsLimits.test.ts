// The limits over graphql-ws: the same refusals as HTTP as an `error` message for the operation
// (the socket goes on), operations in flight per socket, sockets per client address, and the
// size of a message.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { toGlobalId } from '../relay/ids.ts';
import type { FakeApi } from '../testing/fakeApi.ts';
import { startFakeEventStream, type FakeEventStream } from '../testing/fakeEventStream.ts';
import { startFakeStack } from '../testing/graphql.ts';
import { operationPayload } from '../testing/ws.ts';
import type { RunningGateway } from '../server.ts';
import { aliasedCatalogue, NORMAL_QUERY, offerChainLoop } from './hostileQueries.ts';

const MAX_OPERATIONS = 2;
const MAX_SOCKETS = 3;
const POLL = { timeout: 5_000, interval: 20 };
const VEHICLE_CHANGED = `subscription($ids: [ID!]) {
  vehicleChanged(vehicleIds: $ids) { cursor vehicle { databaseId } } }`;

let api: FakeApi;
let stream: FakeEventStream;
let gateway: RunningGateway;
const clients: Client[] = [];
const rawSockets: WebSocket[] = [];

beforeAll(async () => {
  stream = await startFakeEventStream();
  ({ api, gateway } = await startFakeStack({
    eventsUrl: stream.url,
    eventsSecret: stream.secret,
    limits: { maxOperationsPerSocket: MAX_OPERATIONS, maxSocketsPerAddress: MAX_SOCKETS },
  }));
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  for (const socket of rawSockets) socket.close();
  await gateway.close();
  await stream.close();
  await api.close();
});
beforeEach(() => api.reset());

function client(): Client {
  const created = createClient({
    url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
  clients.push(created);
  return created;
}

interface Outcome {
  results: { data?: unknown }[];
  /** The codes of an `error` message, once one came. */
  refusal: Promise<string[]>;
}

function operate(on: Client, query: string, variables: Record<string, unknown> = {}): Outcome {
  const results: { data?: unknown }[] = [];
  const refusal = new Promise<string[]>((resolve) => {
    on.subscribe(
      { ...operationPayload(query), variables },
      {
        next: (result) => void results.push(result),
        error: (errors) =>
          resolve(
            (errors as { extensions?: { code?: string } }[]).map(
              (error) => error.extensions?.code ?? 'none',
            ),
          ),
        complete: () => undefined,
      },
    );
  });
  return { results, refusal };
}

/** A raw socket, or the HTTP status that refused its handshake. */
function openSocket(): Promise<{ socket: WebSocket; status: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${gateway.url.replace(/^http/, 'ws')}/graphql`,
      'graphql-transport-ws',
    );
    socket.once('open', () => {
      rawSockets.push(socket);
      resolve({ socket, status: 101 });
    });
    socket.once('unexpected-response', (_request, response) =>
      resolve({ socket, status: response.statusCode ?? 0 }),
    );
    socket.once('error', reject);
  });
}

/** A socket once this address may open one (closed sockets are counted out asynchronously). */
async function openAccepted(): Promise<WebSocket> {
  let accepted: WebSocket | undefined;
  await expect
    .poll(async () => {
      const { socket, status } = await openSocket();
      if (status === 101) accepted = socket;
      return status;
    }, POLL)
    .toBe(101);
  return accepted!;
}

describe('graphql-ws operations', () => {
  it('refuses the deep loop, aliases and cost with their codes, and the socket goes on', async () => {
    const socket = client();
    expect(await operate(socket, offerChainLoop(20)).refusal).toEqual(['QUERY_TOO_DEEP']);
    expect(await operate(socket, aliasedCatalogue(2_000)).refusal).toEqual(['TOO_MANY_TOKENS']);
    expect(await operate(socket, aliasedCatalogue(31, 1)).refusal).toEqual(['TOO_MANY_ALIASES']);
    const costly = `query($first: Int) { vehicles(first: $first) { edges { node {
      offerChains { offers { price { amount } } } } } } }`;
    expect(await operate(socket, costly, { first: 100 }).refusal).toEqual(['QUERY_TOO_COSTLY']);
    expect(api.calls).toEqual([]);
    const normal = operate(socket, NORMAL_QUERY);
    await expect.poll(() => normal.results.length).toBe(1);
    expect(normal.results[0]).toMatchObject({ data: { vehicles: { edges: expect.any(Array) } } });
  });

  it('answers a syntax error as an error message (the socket is not closed)', async () => {
    const socket = client();
    expect(await operate(socket, '{ vehicles(').refusal).toEqual(['none']);
    const normal = operate(socket, '{ serverTime }');
    await expect.poll(() => normal.results.length).toBe(1);
  });

  it(`refuses operation ${MAX_OPERATIONS + 1} in flight on one socket`, async () => {
    const socket = client();
    const ids = { ids: [toGlobalId('Vehicle', 9)] };
    const watching = [operate(socket, VEHICLE_CHANGED, ids), operate(socket, VEHICLE_CHANGED, ids)];
    const refused = operate(socket, VEHICLE_CHANGED, ids);
    expect(await refused.refusal).toEqual(['TOO_MANY_SUBSCRIPTIONS']);
    // The socket's other subscriptions go on.
    stream.emit({ type: 'vehicle.changed', vehicleId: 9, userId: null });
    for (const each of watching) await expect.poll(() => each.results.length).toBe(1);
    expect(refused.results).toEqual([]);
  });
});

describe('graphql-ws sockets', () => {
  it(`refuses socket ${MAX_SOCKETS + 1} of one address with 429 until one closes`, async () => {
    // Sockets of the tests above may still be closing: openAccepted waits for them.
    await Promise.all(clients.splice(0).map((each) => each.dispose()));
    const opened: WebSocket[] = [];
    while (opened.length < MAX_SOCKETS) opened.push(await openAccepted());
    expect((await openSocket()).status).toBe(429);
    opened.pop()!.close();
    opened.push(await openAccepted());
    for (const socket of opened) socket.close();
  });

  it('closes a socket whose message is larger than the body limit with 1009', async () => {
    const socket = await openAccepted();
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(100_001) } }));
    expect(await closed).toBe(1009);
  });
});
