// The loader of a list shown a page at a time (?page=N): preloads that page of the list's query,
// showing what the store already has while it asks the server again.
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { cursorForPage } from '@canam/domain/cursors';
import { routeLoader, type PreloadedPage, type PreloadingLoader } from '../relay/routeLoader.ts';
import { pageFromSearch } from './Pagination.tsx';

type PageQuery = OperationType & { variables: { first: number; after?: string | null } };

export function pageLoader<Q extends PageQuery>(
  query: GraphQLTaggedNode,
  pageSize: number,
): PreloadingLoader<PreloadedPage<Q>> {
  return routeLoader((preload, { request }, loadId) => {
    const page = pageFromSearch(new URL(request.url).searchParams);
    const variables = { first: pageSize, after: cursorForPage(page, pageSize) };
    return {
      queryRef: preload<Q>(query, variables, { fetchPolicy: 'store-and-network' }),
      loadId,
    };
  });
}
