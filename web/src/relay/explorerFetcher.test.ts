// The explorer's fetcher: a query is a POST with the headers editor's headers; a subscription
// goes over graphql-ws on /graphql with those credentials as connection_init params.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionParamsOf, createExplorerFetcher } from './explorerFetcher.ts';

/** A WebSocket that acknowledges connection_init and records what the client sends. */
class RecordingSocket {
  static sent: Record<string, unknown>[] = [];
  static urls: string[] = [];
  static readonly OPEN = 1;
  readonly protocol = 'graphql-transport-ws';
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(url: string) {
    RecordingSocket.urls.push(url);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    const message = JSON.parse(data) as { type: string; id?: string };
    RecordingSocket.sent.push(message);
    if (message.type === 'connection_init') {
      queueMicrotask(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }));
    }
    if (message.type === 'subscribe') {
      const next = { id: message.id, type: 'next', payload: { data: { viewerChanged: null } } };
      queueMicrotask(() => this.onmessage?.({ data: JSON.stringify(next) }));
    }
  }
  close() {
    this.readyState = 3;
  }
}

afterEach(() => vi.unstubAllGlobals());

const HEADERS = { Authorization: 'Bearer canam_pat_abc', marketPlaceId: '1', Other: 'x' };

describe('the explorer fetcher', () => {
  it('takes the credentials of the headers for graphql-ws', () => {
    expect(connectionParamsOf(HEADERS)).toEqual({
      authorization: 'Bearer canam_pat_abc',
      marketPlaceId: '1',
    });
  });

  it('posts a query with the headers editor’s headers', async () => {
    const fetchSpy = vi.fn(
      async (..._args: Parameters<typeof fetch>) => new Response('{"data":{"serverTime":"t"}}'),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const fetcher = createExplorerFetcher({ protocol: 'http:', host: 'example.test' });
    const result = await fetcher(
      { query: '{ serverTime }', operationName: null },
      {
        headers: HEADERS,
      },
    );
    expect(result).toEqual({ data: { serverTime: 't' } });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer canam_pat_abc' });
  });

  it('runs a subscription over graphql-ws with the token in connection_init', async () => {
    RecordingSocket.sent = [];
    vi.stubGlobal('WebSocket', RecordingSocket);
    const fetcher = createExplorerFetcher({ protocol: 'https:', host: 'example.test' });
    const results = fetcher(
      { query: 'subscription { viewerChanged { cursor } }', operationName: null },
      { headers: HEADERS },
    ) as AsyncIterableIterator<unknown>;
    const { value } = await results.next();
    await results.return?.();
    expect(value).toEqual({ data: { viewerChanged: null } });
    expect(RecordingSocket.urls.at(-1)).toBe('wss://example.test/graphql');
    expect(RecordingSocket.sent[0]).toEqual({
      type: 'connection_init',
      payload: { authorization: 'Bearer canam_pat_abc', marketPlaceId: '1' },
    });
  });
});
