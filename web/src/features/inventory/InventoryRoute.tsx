// /inventory/vehicles: the public inventory, 6 a page, with prices for a viewer who may see them
// (the api decides: an accepted dealer or staff). Make, model, year and page come from the URL
// (the home page's search links here) and the compact filter writes them.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { PUBLIC_PAGE_SIZE } from '@canam/domain/constants';
import type { InventoryRouteQuery } from '../../__generated__/InventoryRouteQuery.graphql.ts';
import type { InventoryRouteResultsQuery } from '../../__generated__/InventoryRouteResultsQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { CatalogueResults } from '../catalogue/components/CatalogueResults.tsx';
import { useRefreshResults } from '../catalogue/components/useRefreshResults.ts';
import { ResultsError, ResultsLoading } from '../catalogue/components/ResultsFallback.tsx';
import { OffersPanelHost } from '../offers/OffersPanelHost.tsx';
import type { InventoryLoaderData } from './inventoryLoader.ts';
import { PUBLIC_CONTEXT } from './publicContext.ts';

// The filter's form code (react-hook-form, zod, the select and slider) loads beside the page's
// queries instead of before them: the cards paint without waiting for it.
const InventoryFilterBar = lazy(() =>
  import('./components/InventoryFilterBar.tsx').then((m) => ({ default: m.InventoryFilterBar })),
);

// The route's queries; inventoryLoader.ts starts them (from their generated artifacts).
const pageQuery = graphql`
  query InventoryRouteQuery($make: [String!]) {
    ...MakeModelFields_query @arguments(make: $make)
  }
`;

const resultsQuery = graphql`
  query InventoryRouteResultsQuery($filter: VehicleFilter, $first: Int!, $after: String) {
    liveCursor
    viewer {
      ...VehicleGrid_viewer
    }
    publicVehicles(filter: $filter, first: $first, after: $after) {
      edges {
        node {
          id
        }
      }
      ...CatalogueResults_connection
    }
  }
`;

function FilterBar({ queryRef }: { queryRef: PreloadedQuery<InventoryRouteQuery> }) {
  const data = usePreloadedQuery<InventoryRouteQuery>(pageQuery, queryRef);
  return <InventoryFilterBar query={data} />;
}

function Results({ queryRef }: { queryRef: PreloadedQuery<InventoryRouteResultsQuery> }) {
  const data = usePreloadedQuery<InventoryRouteResultsQuery>(resultsQuery, queryRef);
  const refresh = useRefreshResults<InventoryRouteResultsQuery>(resultsQuery, queryRef.variables);
  return (
    <CatalogueResults
      connection={data.publicVehicles}
      viewer={data.viewer}
      pageSize={PUBLIC_PAGE_SIZE}
      context={PUBLIC_CONTEXT}
      liveCursor={data.liveCursor ?? null}
      onNewVehicle={refresh}
    />
  );
}

export function InventoryRoute() {
  const { pageRef, resultsRef, resultsKey } = useLoaderData() as InventoryLoaderData;
  return (
    <PageContainer
      title="Inventory"
      subtitle="Off-lease, US-landed Canadian vehicles, each with an inspected condition report."
    >
      <Suspense fallback={<Skeleton h="24" borderRadius="lg" mb="6" />}>
        <FilterBar queryRef={pageRef} />
      </Suspense>
      <ErrorBoundary key={resultsKey} fallback={<ResultsError />}>
        <Suspense fallback={<ResultsLoading />}>
          <Results queryRef={resultsRef} />
        </Suspense>
      </ErrorBoundary>
      {/* a staff member's View Offers on a card opens the panel over the page */}
      <OffersPanelHost />
    </PageContainer>
  );
}
