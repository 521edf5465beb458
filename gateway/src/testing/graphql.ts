// Test helper: a gateway in-process on a free port over the fake api, and a GraphQL POST.
import { startGateway } from '../server.ts';
import type { GatewayTestOptions, RunningGateway } from '../server.ts';
import { createFakeApi, FAKE_API_URL } from './fakeApi.ts';
import type { FakeApi } from './fakeApi.ts';
import { persistedRequest, testDocuments } from './testDocuments.ts';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string } }[];
}

/** `options` adds to the gateway's (an event stream, other limits). */
export async function startFakeStack(
  options: Omit<GatewayTestOptions, 'port' | 'apiUrl' | 'rest'> = {},
): Promise<{ api: FakeApi; gateway: RunningGateway }> {
  const api = createFakeApi();
  const gateway = await startGateway({
    port: 0,
    apiUrl: FAKE_API_URL,
    rest: { dispatcher: api.dispatcher },
    trustedDocuments: testDocuments,
    ...options,
  });
  return { api, gateway };
}

/** A guest (no Authorization) sends `query` by id, persisted first; a token holder its text. */
export async function postGraphQL<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      ...(hasBearer(headers) ? { query } : persistedRequest(query)),
      variables,
    }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

function hasBearer(headers: Record<string, string>): boolean {
  return Object.entries(headers).some(([name, value]) => /^authorization$/i.test(name) && !!value);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}`, marketPlaceId: '1' });
