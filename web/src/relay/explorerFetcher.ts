// The explorer's fetcher: queries and mutations as POST /graphql on this origin, subscriptions
// over graphql-ws on the same path, each with the headers of the explorer's headers editor (the
// session's token or a pasted personal access token) — on graphql-ws as connection_init params.
import type { Fetcher, FetcherOpts, FetcherParams } from '@graphiql/toolkit';
import { getOperationAST, parse } from 'graphql';
import { createClient, type Client } from 'graphql-ws';

export const GRAPHQL_PATH = '/graphql';

function isSubscription({ query, operationName }: FetcherParams): boolean {
  try {
    return getOperationAST(parse(query), operationName)?.operation === 'subscription';
  } catch {
    return false; // the server reports the syntax error
  }
}

/** connection_init params from the headers editor: authorization and marketPlaceId. */
export function connectionParamsOf(headers: Record<string, unknown> = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== 'string' || !value) continue;
    if (name.toLowerCase() === 'authorization') params.authorization = value;
    if (name.toLowerCase() === 'marketplaceid') params.marketPlaceId = value;
  }
  return params;
}

export function createExplorerFetcher(location: Pick<Location, 'protocol' | 'host'>): Fetcher {
  // One socket per set of credentials: editing the headers opens a socket with the new ones.
  const clients = new Map<string, Client>();
  const clientFor = (params: Record<string, string>) => {
    const key = JSON.stringify(params);
    let client = clients.get(key);
    if (!client) {
      const protocol = location.protocol === 'https:' ? 'wss' : 'ws';
      client = createClient({
        url: `${protocol}://${location.host}${GRAPHQL_PATH}`,
        connectionParams: params,
        lazy: true,
        retryAttempts: 0,
      });
      clients.set(key, client);
    }
    return client;
  };

  return (request: FetcherParams, options?: FetcherOpts) => {
    if (isSubscription(request)) {
      return clientFor(connectionParamsOf(options?.headers)).iterate({
        query: request.query,
        operationName: request.operationName ?? undefined,
        variables: (request.variables ?? undefined) as Record<string, unknown> | undefined,
      }) as unknown as ReturnType<Fetcher>; // graphql's formatted results: the same JSON
    }
    return fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options?.headers },
      body: JSON.stringify(request),
    }).then((response) => response.json());
  };
}
