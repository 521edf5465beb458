// One POST to /graphql on our own origin, with the session headers of the specification. Every
// operation of the web is persisted by relay-compiler (relay.config.js persistConfig): it is
// sent as its `documentId`, never as text (docs/security.md "Trusted documents").
import type { RequestParameters } from 'relay-runtime';
import { accessToken, marketPlaceId } from '../auth/sessionStorage.ts';

export interface GraphQLResponseBody {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export const GRAPHQL_PATH = '/graphql';

export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = accessToken();
  const marketPlace = marketPlaceId();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (marketPlace) headers.marketPlaceId = marketPlace;
  return headers;
}

/** The wire fields naming a persisted operation: its id, and the empty `query` graphql-ws wants. */
export function persistedDocument(operation: Pick<RequestParameters, 'id' | 'name'>): {
  documentId: string;
  query: '';
} {
  // Only a relay-compiler misconfiguration leaves an operation without its id.
  if (!operation.id) throw new Error(`${operation.name} was not persisted by relay-compiler`);
  return { documentId: operation.id, query: '' };
}

export async function fetchGraphQL(
  operation: Pick<RequestParameters, 'id' | 'name'>,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<GraphQLResponseBody> {
  const { documentId } = persistedDocument(operation);
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...sessionHeaders() },
    body: JSON.stringify({ documentId, variables }),
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new Error(`GraphQL request failed (HTTP ${response.status})`);
  return (await response.json()) as GraphQLResponseBody;
}

export function isUnauthenticated(body: GraphQLResponseBody): boolean {
  return (body.errors ?? []).some((error) => error.extensions?.code === 'UNAUTHENTICATED');
}
