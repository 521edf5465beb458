// The network layer sends the web's operations by id (trusted documents): queries over HTTP as
// {documentId, variables}, subscriptions over graphql-ws as {documentId, query: ""}; never text.
import { fetchQuery, requestSubscription, type GraphQLTaggedNode } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import catalogueQuery from '../__generated__/CatalogueRouteResultsQuery.graphql.ts';
import viewerChanged from '../__generated__/ViewerChangedSubscription.graphql.ts';
import persistedDocuments from '../../persisted-documents.json';
import { createEnvironment } from './environment.ts';

const manifest: Record<string, string> = persistedDocuments;

/** A WebSocket that acknowledges connection_init and records what the client sends. */
class RecordingSocket {
  static sent: Record<string, unknown>[] = [];
  static readonly OPEN = 1;
  readonly protocol = 'graphql-transport-ws';
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    const message = JSON.parse(data) as Record<string, unknown>;
    RecordingSocket.sent.push(message);
    if (message.type === 'connection_init') {
      queueMicrotask(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }));
    }
  }
  close() {
    this.readyState = 3;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('the web network layer', () => {
  it('posts a query as its persisted documentId, without its text', async () => {
    const fetchSpy = vi.fn(
      async (..._args: Parameters<typeof fetch>) =>
        new Response(JSON.stringify({ data: null, errors: [{ message: 'stop here' }] }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const variables = { filter: null, first: 6, after: null };
    await fetchQuery(createEnvironment(), catalogueQuery as GraphQLTaggedNode, variables)
      .toPromise()
      .catch(() => undefined);

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toEqual({ documentId: catalogueQuery.params.id, variables });
    expect(catalogueQuery.params.text).toBeNull();
    expect(manifest[catalogueQuery.params.id!]).toMatch(/^query CatalogueRouteResultsQuery\(/);
  });

  it('subscribes over graphql-ws with the documentId and an empty query', async () => {
    RecordingSocket.sent = [];
    vi.stubGlobal('WebSocket', RecordingSocket);
    const subscription = requestSubscription(createEnvironment(), {
      subscription: viewerChanged as GraphQLTaggedNode,
      variables: { after: null },
    });
    await vi.waitFor(() => {
      expect(RecordingSocket.sent.map((message) => message.type)).toContain('subscribe');
    });
    subscription.dispose();
    const subscribe = RecordingSocket.sent.find((message) => message.type === 'subscribe');
    expect(subscribe?.payload).toEqual({
      operationName: 'ViewerChangedSubscription',
      documentId: viewerChanged.params.id,
      query: '',
      variables: { after: null },
    });
    expect(manifest[viewerChanged.params.id!]).toMatch(/^subscription ViewerChangedSubscription/);
  });
});
