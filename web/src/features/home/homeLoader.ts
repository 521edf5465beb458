// The home page's loader: starts its two queries as the page is entered. A module of its own, so
// the router loads it beside the page's code (not after it) and the data is on its way sooner.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import query, { type HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql.ts';
import showcaseQuery, {
  type HomeRouteShowcaseQuery,
} from '../../__generated__/HomeRouteShowcaseQuery.graphql.ts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loaderEnvironment } from '../../relay/loaderEnvironment.ts';

export interface HomeLoaderData {
  queryRef: PreloadedQuery<HomeRouteQuery>;
  showcaseRef: PreloadedQuery<HomeRouteShowcaseQuery>;
}

export function homeLoader({ context }: Pick<LoaderFunctionArgs, 'context'>): HomeLoaderData {
  const environment = loaderEnvironment(context);
  const options = { fetchPolicy: 'store-or-network' } as const;
  return {
    queryRef: loadQuery<HomeRouteQuery>(environment, query, {}, options),
    showcaseRef: loadQuery<HomeRouteShowcaseQuery>(environment, showcaseQuery, {}, options),
  };
}
