// The real graphql-ws client against a server that goes away and comes back on the same port (a
// gateway restart): the client reconnects on its own, and the subscription resumes after the
// last cursor it received, so the event published while the server was down still arrives.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { resumableSubscribe } from './resumableSubscribe.ts';

/** The events so far; each one's cursor is its position, as opaque to the client as any. */
const published: string[] = [];
/** The `after` of every subscribe message the server received. */
const afters: (string | null)[] = [];
const listeners = new Set<() => void>();

function publish(name: string) {
  published.push(name);
  for (const listener of listeners) listener();
}

/** A minimal graphql-transport-ws server: acknowledges, then streams events after `after`. */
async function startServer(port = 0): Promise<WebSocketServer> {
  const server = new WebSocketServer({ port, handleProtocols: () => 'graphql-transport-ws' });
  server.on('connection', (socket) => {
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as {
        type: string;
        id?: string;
        payload?: { variables?: { after?: string | null } };
      };
      if (message.type === 'connection_init')
        socket.send(JSON.stringify({ type: 'connection_ack' }));
      if (message.type !== 'subscribe') return;
      const after = message.payload?.variables?.after ?? null;
      afters.push(after);
      let sent = after === null ? published.length : Number(after);
      const flush = () => {
        for (; sent < published.length; sent += 1) {
          const event = { cursor: String(sent + 1), name: published[sent] };
          socket.send(
            JSON.stringify({ type: 'next', id: message.id, payload: { data: { ticks: event } } }),
          );
        }
      };
      listeners.add(flush);
      socket.on('close', () => listeners.delete(flush));
      flush();
    });
  });
  await once(server, 'listening');
  return server;
}

async function stopServer(server: WebSocketServer) {
  for (const socket of server.clients) socket.terminate();
  await new Promise((resolve) => server.close(resolve));
}

let server: WebSocketServer | null = null;

afterEach(async () => {
  if (server) await stopServer(server);
  server = null;
});

describe('resuming over a real graphql-ws connection', () => {
  it('receives what was published while the server was restarting', async () => {
    server = await startServer();
    const { port } = server.address() as AddressInfo;
    const client = createClient({
      url: `ws://127.0.0.1:${port}`,
      webSocketImpl: WebSocket,
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 50)),
    });
    const received: string[] = [];
    const sink = {
      next: (result: { data?: Record<string, unknown> | null }) => {
        received.push((result.data?.ticks as { name: string }).name);
      },
      error: vi.fn(),
      complete: vi.fn(),
    };
    const dispose = resumableSubscribe(
      client,
      {
        operationName: 'Ticks',
        query: 'subscription Ticks($after: String) { ticks }',
        variables: { after: null },
      },
      sink,
      { refresh: vi.fn() },
    );
    await vi.waitFor(() => expect(afters).toEqual([null]));
    publish('first');
    await vi.waitFor(() => expect(received).toEqual(['first']));

    await stopServer(server);
    publish('while down');
    server = await startServer(port);

    await vi.waitFor(() => expect(received).toEqual(['first', 'while down']), { timeout: 5000 });
    expect(afters).toEqual([null, '1']);
    publish('after');
    await vi.waitFor(() => expect(received).toEqual(['first', 'while down', 'after']));
    expect(sink.error).not.toHaveBeenCalled();
    dispose();
    await client.dispose();
  });
});
