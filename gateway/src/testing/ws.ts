// Test helpers for graphql-ws: one query through the graphql-ws client, and the close code a
// raw socket gets after connection_init.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { persistedRequest } from './testDocuments.ts';

export async function wsQuery(
  httpUrl: string,
  query: string,
  connectionParams: Record<string, unknown> = {},
): Promise<{ data?: unknown; errors?: readonly { message: string; extensions?: unknown }[] }> {
  const client = createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
  try {
    const iterator = client.iterate(operationPayload(query, connectionParams));
    const { value } = await iterator.next();
    await iterator.return?.();
    return value as { data?: unknown; errors?: { message: string }[] };
  } finally {
    await client.dispose();
  }
}

/** A guest (no token in connection_init) subscribes by id, persisted first; others by text. */
export function operationPayload(
  query: string,
  connectionParams: Record<string, unknown> = {},
): { query: string; documentId?: string } {
  const token = connectionParams.accessToken ?? connectionParams.authorization;
  return token ? { query } : persistedRequest(query);
}

export function wsCloseCode(httpUrl: string, payload: Record<string, unknown>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${httpUrl.replace(/^http/, 'ws')}/graphql`,
      'graphql-transport-ws',
    );
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload })));
    socket.on('message', (message) => {
      if (JSON.parse(String(message)).type === 'connection_ack') {
        socket.close(1000);
        resolve(1000);
      }
    });
    socket.on('close', (code) => resolve(code));
    socket.on('error', reject);
  });
}
