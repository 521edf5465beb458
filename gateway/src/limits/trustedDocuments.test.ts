// Trusted documents at the gateway: ids resolved on HTTP (POST and GET) and graphql-ws, unknown
// ids and a guest's own text refused with their codes, a token holder's own text run, and the
// limits applied to persisted documents as to any other.
import { getIntrospectionQuery } from 'graphql/index.js';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { offerChainLoop } from './hostileQueries.ts';
import type { FakeApi } from '../testing/fakeApi.ts';
import { startFakeStack } from '../testing/graphql.ts';
import type { RunningGateway } from '../server.ts';
import { createTrustedDocuments, documentIdOf, loadTrustedDocuments } from './trustedDocuments.ts';

const web = loadTrustedDocuments();
/** The web's header button query: persisted by relay-compiler, runnable by a guest. */
const OFFERS_BUTTON = 'query OffersButtonQuery {\n  viewer {\n    offerNotificationCount\n  }\n}\n';
const TOO_DEEP = offerChainLoop(20);
const OWN_TEXT = '{ serverTime }';

let api: FakeApi;
let gateway: RunningGateway;
beforeAll(async () => {
  // The web's manifest, plus one document over the depth limit (as if the web had persisted it).
  const documents = loadTrustedDocuments();
  documents.add(TOO_DEEP);
  ({ api, gateway } = await startFakeStack({ trustedDocuments: documents }));
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function post(body: object, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

async function overWebSocket(
  payload: Record<string, unknown>,
  connectionParams: Record<string, unknown> = {},
): Promise<Answer> {
  const client = createClient({
    url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
  try {
    const results = client.iterate(payload as { query: string });
    const { value } = await results.next();
    await results.return?.();
    return value as Answer;
  } catch (errors) {
    return { errors: errors as Answer['errors'] };
  } finally {
    await client.dispose();
  }
}

const codes = (answer: Answer) => answer.errors?.map((error) => error.extensions?.code);
const WEB_ID = documentIdOf(OFFERS_BUTTON);

describe('the trusted documents', () => {
  it("hold the web's operations under the SHA-256 of their text", () => {
    expect(web.text(WEB_ID)).toBe(OFFERS_BUTTON);
    expect(() => createTrustedDocuments({ ['0'.repeat(64)]: OWN_TEXT })).toThrow(/hash/);
  });
});

describe('a persisted document', () => {
  it('runs for a guest by documentId over HTTP POST and GET', async () => {
    const answer = await post({ documentId: WEB_ID, variables: {} });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toHaveProperty('viewer');

    const response = await fetch(`${gateway.url}/graphql?documentId=${WEB_ID}`, {
      headers: { 'apollo-require-preflight': 'true', accept: 'application/json' },
    });
    const viaGet = (await response.json()) as Answer;
    expect(viaGet.errors).toBeUndefined();
    expect(viaGet.data).toHaveProperty('viewer');
  });

  it('runs for a guest by documentId over graphql-ws (with the empty query it requires)', async () => {
    const answer = await overWebSocket({ documentId: WEB_ID, query: '' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toHaveProperty('viewer');
  });

  it('is refused with PERSISTED_DOCUMENT_NOT_FOUND when its id is unknown', async () => {
    const unknown = { documentId: documentIdOf('{ nothing }'), query: '' };
    expect(codes(await post(unknown))).toEqual(['PERSISTED_DOCUMENT_NOT_FOUND']);
    expect(codes(await post(unknown, { authorization: 'Bearer dealer-token' }))).toEqual([
      'PERSISTED_DOCUMENT_NOT_FOUND',
    ]);
    expect(codes(await overWebSocket(unknown))).toEqual(['PERSISTED_DOCUMENT_NOT_FOUND']);
  });

  it('is refused when a request names both an id and a text of its own', async () => {
    const both = { documentId: WEB_ID, query: OWN_TEXT };
    expect(codes(await post(both))).toEqual(['PERSISTED_DOCUMENT_AMBIGUOUS']);
  });

  it('still passes the limits: a persisted document over the depth limit is refused', async () => {
    const deep = { documentId: documentIdOf(TOO_DEEP), query: '' };
    expect(codes(await post(deep))).toEqual(['QUERY_TOO_DEEP']);
    expect(codes(await overWebSocket(deep))).toEqual(['QUERY_TOO_DEEP']);
    expect(api.calls).toEqual([]);
  });
});

describe('a document of its own', () => {
  it('is refused to a guest with PERSISTED_DOCUMENT_REQUIRED, saying to sign in or use a token', async () => {
    const answer = await post({ query: OWN_TEXT });
    expect(codes(answer)).toEqual(['PERSISTED_DOCUMENT_REQUIRED']);
    expect(answer.errors?.[0]?.message).toMatch(/Sign in, or send a personal access token/);
    expect(codes(await overWebSocket({ query: OWN_TEXT }))).toEqual([
      'PERSISTED_DOCUMENT_REQUIRED',
    ]);
    const response = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent(OWN_TEXT)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(codes((await response.json()) as Answer)).toEqual(['PERSISTED_DOCUMENT_REQUIRED']);
  });

  it('runs for a bearer token holder over HTTP and graphql-ws, within the limits', async () => {
    const bearer = { authorization: 'Bearer dealer-token', marketPlaceId: '1' };
    const answer = await post({ query: OWN_TEXT }, bearer);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toHaveProperty('serverTime');
    const overWs = await overWebSocket({ query: OWN_TEXT }, { accessToken: 'dealer-token' });
    expect(overWs.data).toHaveProperty('serverTime');
    expect(codes(await post({ query: TOO_DEEP }, bearer))).toEqual(['QUERY_TOO_DEEP']);
  });
});

describe('the standard introspection query', () => {
  it('runs for a guest as text, past the depth and cost limits, as GraphiQL sends it', async () => {
    const query = getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true });
    const answer = await post({ query, operationName: 'IntrospectionQuery' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toHaveProperty('__schema.queryType.name', 'Query');
  });

  it('is the only way into __schema past our limits; nested type fields stay refused', async () => {
    let inner = 'name';
    for (let level = 0; level < 4; level++) inner = `fields { type { ofType { ${inner} } } }`;
    const answer = await post(
      { query: `query IntrospectionQuery { __schema { types { ${inner} } } }` },
      { authorization: 'Bearer dealer-token' },
    );
    // graphql's own rule (MaxIntrospectionDepthRule) bounds nested introspection lists.
    expect(answer.errors?.map((error) => error.message)).toEqual([
      'Maximum introspection depth exceeded',
    ]);
    expect(codes(await post({ query: `{ __schema { types { ${inner} } } }` }))).toEqual([
      'PERSISTED_DOCUMENT_REQUIRED',
    ]);
  });
});
