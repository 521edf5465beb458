// One POST to /graphql on our own origin, with the session headers of the specification.
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

export async function fetchGraphQL(
  text: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<GraphQLResponseBody> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...sessionHeaders() },
    body: JSON.stringify({ query: text, variables }),
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new Error(`GraphQL request failed (HTTP ${response.status})`);
  return (await response.json()) as GraphQLResponseBody;
}

export function isUnauthenticated(body: GraphQLResponseBody): boolean {
  return (body.errors ?? []).some((error) => error.extensions?.code === 'UNAUTHENTICATED');
}
