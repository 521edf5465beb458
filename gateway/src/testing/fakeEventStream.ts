// A stand-in for the api's GET /api/events, for gateway unit tests: ?after=head with its head
// marker, Last-Event-ID resume, the bounded ?after=&until= read, events emitted on demand, and
// a way to drop every open stream (as an api restart would).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayEvent } from '../events/gatewayEvent.ts';

/** An event to emit: the stream gives it its id and time. */
export type FakeEventInput = Omit<GatewayEvent, 'id' | 'createdAt' | 'payload'> & {
  payload?: GatewayEvent['payload'];
};

export interface FakeEventStream {
  url: string;
  secret: string;
  events: GatewayEvent[];
  /** Every request: its query string and Last-Event-ID header. */
  requests: { search: string; lastEventId: string | null }[];
  emit(event: FakeEventInput): GatewayEvent;
  dropConnections(): void;
  close(): Promise<void>;
}

const line = (event: { id: number; type: string }) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

export async function startFakeEventStream(secret = 'fake-secret'): Promise<FakeEventStream> {
  const events: GatewayEvent[] = [];
  const requests: FakeEventStream['requests'] = [];
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const lastEventId = (req.headers['last-event-id'] as string | undefined) ?? null;
    requests.push({ search: url.search, lastEventId });
    if (req.headers['x-events-secret'] !== secret) {
      res.writeHead(403).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const after = url.searchParams.get('after');
    const until = url.searchParams.get('until');
    const head = events.at(-1)?.id ?? 0;
    if (until !== null) {
      for (const event of events) {
        if (event.id > Number(after) && event.id <= Number(until)) res.write(line(event));
      }
      res.end();
      return;
    }
    const from =
      lastEventId !== null ? Number(lastEventId) : after === 'head' ? head : Number(after ?? 0);
    if (lastEventId === null && after === 'head') res.write(line({ id: head, type: 'head' }));
    for (const event of events) if (event.id > from) res.write(line(event));
    open.add(res);
    req.on('close', () => open.delete(res));
  });
  const dropConnections = () => {
    for (const res of open) res.destroy();
    open.clear();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    events,
    requests,
    emit(partial) {
      const event: GatewayEvent = {
        payload: {},
        ...partial,
        id: (events.at(-1)?.id ?? 0) + 1,
        createdAt: new Date().toISOString(),
      };
      events.push(event);
      for (const res of open) res.write(line(event));
      return event;
    },
    dropConnections,
    async close() {
      dropConnections();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
