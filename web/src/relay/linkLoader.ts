// The loader of a page opened from an e-mail link (/…/:token): preloads the page's query for the
// link's token, always from the network, since a link can be used or expire at any moment.
import type { PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { routeLoader, type PreloadingLoader } from './routeLoader.ts';

export type TokenQuery = OperationType & { variables: { token: string } };

export interface LinkLoaderData<Q extends TokenQuery> {
  token: string;
  queryRef: PreloadedQuery<Q>;
}

export function linkLoader<Q extends TokenQuery>(
  query: GraphQLTaggedNode,
): PreloadingLoader<LinkLoaderData<Q>> {
  return routeLoader((preload, { params }) => {
    const token = params.token ?? '';
    return { token, queryRef: preload<Q>(query, { token }, { fetchPolicy: 'network-only' }) };
  });
}
