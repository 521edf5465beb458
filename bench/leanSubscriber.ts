// One graphql-ws subscriber as lean as the protocol allows, for the bench's 1,000: a `ws` socket
// speaking graphql-transport-ws itself (connection_init, then one subscribe; each `next` is
// timed as the socket hands it over, then parsed for its cursor). The graphql-ws client
// (gateway/src/testing/liveClient.ts, what the tests use) validates every message and runs it
// through its sinks and retries: 7.3 ms of this machine's CPU per offer mutation for 1,000
// subscribers, taken from the api and the gateway the figures measure, where browsers would
// spend their own.
import WebSocket from 'ws';
import { firstFieldCursor } from '@canam/gateway/testing/liveClient';
import { operationPayload } from '@canam/gateway/testing/ws';

export interface LeanSubscriber {
  /** [cursor, arrival as performance.now()] of every `next`, in arrival order. */
  events: [string, number][];
  /** Anything but a `next` with data once subscribed (an error, complete or a close). */
  problems: string[];
  /** Resolves once the server acknowledged the connection and the subscribe was sent. */
  connected: Promise<void>;
  close(): Promise<void>;
}

interface ServerMessage {
  type: string;
  payload?: { data?: Record<string, { cursor?: unknown }>; errors?: unknown };
}

export function leanSubscriber(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown>,
): LeanSubscriber {
  const socket = new WebSocket(
    `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    'graphql-transport-ws',
  );
  const events: [string, number][] = [];
  const problems: string[] = [];
  let acknowledged = false;
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: {} })),
    );
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`closed ${code} before connection_ack`)));
    socket.on('message', (data: Buffer) => {
      const arrivedAt = performance.now();
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (!acknowledged && message.type === 'connection_ack') {
        acknowledged = true;
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { ...operationPayload(query), variables },
          }),
        );
        resolve();
        return;
      }
      const cursor = message.type === 'next' ? messageCursor(message) : null;
      if (cursor !== null) events.push([cursor, arrivedAt]);
      else if (message.type !== 'ping' && message.type !== 'pong') {
        problems.push(JSON.stringify(message).slice(0, 300));
      }
      if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
  });
  socket.on('close', (code) => {
    if (acknowledged && code !== 1000) problems.push(`closed ${code}`);
  });
  return {
    events,
    problems,
    connected,
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close(1000);
      }),
  };
}

function messageCursor(message: ServerMessage): string | null {
  const data = message.payload?.data;
  return data && !message.payload?.errors ? firstFieldCursor(data) : null;
}
