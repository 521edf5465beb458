// The home page's loader: starts its two queries as the page is entered. A module of its own, so
// the router loads it beside the page's code (not after it) and the data is on its way sooner.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import query, { type HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql.ts';
import showcaseQuery, {
  type HomeRouteShowcaseQuery,
} from '../../__generated__/HomeRouteShowcaseQuery.graphql.ts';
import { environment } from '../../relay/environment.ts';

export interface HomeLoaderData {
  queryRef: PreloadedQuery<HomeRouteQuery>;
  showcaseRef: PreloadedQuery<HomeRouteShowcaseQuery>;
}

export function homeLoader(): HomeLoaderData {
  const options = { fetchPolicy: 'store-or-network' } as const;
  return {
    queryRef: loadQuery<HomeRouteQuery>(environment, query, {}, options),
    showcaseRef: loadQuery<HomeRouteShowcaseQuery>(environment, showcaseQuery, {}, options),
  };
}
