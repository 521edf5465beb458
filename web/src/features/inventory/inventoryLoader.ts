// The inventory's loader: starts its two queries as the route is entered. A module of its own, so
// the router loads it beside the page's code (not after it) and the data is on its way sooner.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PUBLIC_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import { toVehicleFilter } from '@canam/domain/forms/catalogueFilterValues';
import pageQuery, {
  type InventoryRouteQuery,
} from '../../__generated__/InventoryRouteQuery.graphql.ts';
import resultsQuery, {
  type InventoryRouteResultsQuery,
} from '../../__generated__/InventoryRouteResultsQuery.graphql.ts';
import { loaderEnvironment } from '../../relay/loaderEnvironment.ts';
import { readCatalogueSearch } from '../catalogue/catalogueSearch.ts';
import { PUBLIC_CONTEXT } from './publicContext.ts';

export interface InventoryLoaderData {
  pageRef: PreloadedQuery<InventoryRouteQuery>;
  resultsRef: PreloadedQuery<InventoryRouteResultsQuery>;
  resultsKey: string;
}

let loads = 0;

export async function inventoryLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<InventoryLoaderData> {
  const environment = loaderEnvironment(context);
  const filter = await readCatalogueSearch(new URL(request.url).searchParams, PUBLIC_CONTEXT);
  const variables = {
    filter: toVehicleFilter(filter, PUBLIC_CONTEXT),
    first: PUBLIC_PAGE_SIZE,
    after: cursorForPage(filter.page, PUBLIC_PAGE_SIZE),
  };
  return {
    pageRef: loadQuery<InventoryRouteQuery>(
      environment,
      pageQuery,
      { make: filter.make },
      { fetchPolicy: 'store-or-network' },
    ),
    resultsRef: loadQuery<InventoryRouteResultsQuery>(environment, resultsQuery, variables, {
      fetchPolicy: 'store-or-network',
    }),
    resultsKey: `${JSON.stringify(variables)}#${++loads}`,
  };
}
