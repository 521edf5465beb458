// The vehicle list of each role: /buyer/buyer-car-list (buyers), /buyer/car-list (clients) with
// their tabs, and /admin/vehicles/list, /agent/vehicles/list (staff, with the staff filters).
// The filter, page, display, tab and open offers panel live in the URL; the loader preloads the
// Vehicles tab from it (the offers and purchases tabs load their own page).
import { Suspense } from 'react';
import { Alert } from '@chakra-ui/react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import {
  Navigate,
  useLoaderData,
  useMatches,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { CATALOGUE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import { toVehicleFilter, type CatalogueContext } from '@canam/domain/forms/catalogueFilterValues';
import type { CatalogueRouteQuery } from '../../__generated__/CatalogueRouteQuery.graphql.ts';
import type { CatalogueRouteResultsQuery } from '../../__generated__/CatalogueRouteResultsQuery.graphql.ts';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { loaderEnvironment } from '../../relay/loaderEnvironment.ts';
import { OffersPanelHost } from '../offers/OffersPanelHost.tsx';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { listContextFor, tabFromSearch, type CatalogueTab } from './catalogueContext.ts';
import { readCatalogueSearch } from './catalogueSearch.ts';
import { CatalogueResults } from './components/CatalogueResults.tsx';
import { useRefreshResults } from './components/useRefreshResults.ts';
import { CatalogueTabs } from './components/CatalogueTabs.tsx';
import { VehiclesView } from './components/VehiclesView.tsx';

const pageQuery = graphql`
  query CatalogueRouteQuery($make: [String!], $withAgents: Boolean!) {
    viewer {
      isStaff
      canSeePrices
      ...CatalogueTabs_viewer
    }
    ...FilterPanel_query @arguments(make: $make, withAgents: $withAgents)
  }
`;

const resultsQuery = graphql`
  query CatalogueRouteResultsQuery($filter: VehicleFilter, $first: Int!, $after: String) {
    liveCursor
    viewer {
      ...VehicleGrid_viewer
    }
    vehicles(filter: $filter, first: $first, after: $after) {
      ...CatalogueResults_connection
    }
  }
`;

interface CatalogueLoaderData {
  context: CatalogueContext;
  pageRef: PreloadedQuery<CatalogueRouteQuery>;
  /** Null on the offers tabs, which show no vehicles. */
  resultsRef: PreloadedQuery<CatalogueRouteResultsQuery> | null;
  resultsKey: string;
}

let loads = 0;

export async function catalogueLoader({
  request,
  context: loadContext,
}: LoaderFunctionArgs): Promise<CatalogueLoaderData> {
  const environment = loaderEnvironment(loadContext);
  const url = new URL(request.url);
  const context = listContextFor(url.pathname);
  const filter = await readCatalogueSearch(url.searchParams, context);
  const pageRef = loadQuery<CatalogueRouteQuery>(
    environment,
    pageQuery,
    { make: filter.make, withAgents: context.admin },
    { fetchPolicy: 'store-or-network' },
  );
  const variables = {
    filter: toVehicleFilter(filter, context),
    first: CATALOGUE_PAGE_SIZE,
    after: cursorForPage(filter.page, CATALOGUE_PAGE_SIZE),
  };
  const showsVehicles = context.staff || tabFromSearch(url.searchParams) === 'vehicles';
  const resultsRef = showsVehicles
    ? loadQuery<CatalogueRouteResultsQuery>(environment, resultsQuery, variables, {
        fetchPolicy: 'store-and-network',
      })
    : null;
  return { context, pageRef, resultsRef, resultsKey: `${JSON.stringify(variables)}#${++loads}` };
}

function Results({
  queryRef,
  context,
}: {
  queryRef: PreloadedQuery<CatalogueRouteResultsQuery>;
  context: CatalogueContext;
}) {
  const data = usePreloadedQuery<CatalogueRouteResultsQuery>(resultsQuery, queryRef);
  const refresh = useRefreshResults<CatalogueRouteResultsQuery>(resultsQuery, queryRef.variables);
  return (
    <CatalogueResults
      connection={data.vehicles}
      viewer={data.viewer}
      pageSize={CATALOGUE_PAGE_SIZE}
      context={context}
      liveCursor={data.liveCursor ?? null}
      onNewVehicle={refresh}
    />
  );
}

function CatalogueContent({ context, pageRef, resultsRef, resultsKey }: CatalogueLoaderData) {
  const data = usePreloadedQuery<CatalogueRouteQuery>(pageQuery, pageRef);
  const [search, setSearch] = useSearchParams();
  const { viewer } = data;
  const staff = context.staff && viewer.isStaff;
  const panelContext = { staff, admin: staff && context.admin, prices: viewer.canSeePrices };
  const vehicles = (
    <VehiclesView
      query={data}
      context={panelContext}
      resultsKey={resultsKey}
      results={resultsRef && <Results queryRef={resultsRef} context={context} />}
    />
  );
  if (context.staff) return vehicles;
  const tab = tabFromSearch(search);
  if (!viewer.canSeePrices && tab !== 'vehicles') {
    // A locked tab from an old link: the Vehicles tab, with its results loaded.
    const next = new URLSearchParams(search);
    next.delete('tab');
    return <Navigate to={`?${next.toString()}`} replace />;
  }

  const changeTab = (tab: CatalogueTab) => {
    const next = new URLSearchParams(search);
    // Each tab has its own pages: a new tab starts on its first.
    next.delete('page');
    if (tab === 'vehicles') next.delete('tab');
    else next.set('tab', tab);
    setSearch(next);
  };
  return (
    <>
      {!viewer.canSeePrices && (
        <Alert.Root status="info" mb="5" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>
            Prices, offers and purchases open as soon as your company is accepted.
          </Alert.Title>
        </Alert.Root>
      )}
      <CatalogueTabs viewer={viewer} tab={tab} onTabChange={changeTab} vehicles={vehicles} />
    </>
  );
}

export function CatalogueRoute() {
  const loaderData = useLoaderData() as CatalogueLoaderData;
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <PageContainer title={handle?.title ?? 'Vehicles'}>
      <Suspense fallback={<PageLoading />}>
        <CatalogueContent {...loaderData} />
      </Suspense>
      <OffersPanelHost />
    </PageContainer>
  );
}
