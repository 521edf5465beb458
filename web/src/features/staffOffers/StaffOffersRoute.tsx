// /admin/vehicles/offers and /agent/vehicles/offers: the vehicles with active or expired
// negotiations (tabs), narrowed by the dealer's name and, for admins, the owning agent, with the
// offers panel. Switching tab resets the filters and sets the status; everything lives in the URL,
// so leaving the screen leaves the filters and the panel behind. The route preloads the filters'
// agents and the page of vehicles from the URL.
import { Suspense } from 'react';
import { Skeleton, Tabs } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import {
  useLoaderData,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import type { StaffOfferResultsQuery } from '../../__generated__/StaffOfferResultsQuery.graphql.ts';
import type { StaffOffersRouteQuery } from '../../__generated__/StaffOffersRouteQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { RouteTabPanels } from '../../components/RouteTabPanels.tsx';
import { PreloadBoundary } from '../../components/PreloadBoundary.tsx';
import { WARNINGS } from '../../components/warningTexts.ts';
import { routeLoader } from '../../relay/routeLoader.ts';
import { listContextFor } from '../catalogue/catalogueContext.ts';
import { ResultsLoading } from '../catalogue/components/ResultsFallback.tsx';
import { OffersPanelHost } from '../offers/OffersPanelHost.tsx';
import {
  StaffOfferResults,
  staffOfferResultsQuery,
  staffOfferResultsVariables,
} from './components/StaffOfferResults.tsx';
import { StaffOffersFilters } from './components/StaffOffersFilters.tsx';
import {
  OFFER_TABS,
  parseOffersSearch,
  searchForTab,
  withFilter,
  type OfferTab,
  type OffersFilter,
} from './offersSearch.ts';

const query = graphql`
  query StaffOffersRouteQuery($withAgents: Boolean!) {
    ...StaffOffersFilters_query @arguments(withAgents: $withAgents)
  }
`;

const TABS: { value: OfferTab; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
];

interface StaffOffersLoaderData {
  admin: boolean;
  filtersRef: PreloadedQuery<StaffOffersRouteQuery>;
  resultsRef: PreloadedQuery<StaffOfferResultsQuery>;
  loadId: number;
}

export const staffOffersLoader = routeLoader(
  (preload, { request }, loadId): StaffOffersLoaderData => {
    const url = new URL(request.url);
    const { admin } = listContextFor(url.pathname);
    const search = parseOffersSearch(url.searchParams);
    return {
      admin,
      filtersRef: preload<StaffOffersRouteQuery>(
        query,
        { withAgents: admin },
        { fetchPolicy: 'store-or-network' },
      ),
      // Negotiations move all the time: every visit and tab switch asks the server again.
      resultsRef: preload<StaffOfferResultsQuery>(
        staffOfferResultsQuery,
        staffOfferResultsVariables(search, admin),
        { fetchPolicy: 'store-and-network' },
      ),
      loadId,
    };
  },
);

const searchKey = (url: URL) => JSON.stringify(parseOffersSearch(url.searchParams));

/** Opening or closing the offers panel (?offers=) loads nothing again; a new tab, filter or page does. */
export function staffOffersShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href) {
    return defaultShouldRevalidate;
  }
  return searchKey(currentUrl) !== searchKey(nextUrl);
}

function Filters({
  queryRef,
  admin,
  value,
  onApply,
}: {
  queryRef: PreloadedQuery<StaffOffersRouteQuery>;
  admin: boolean;
  value: OffersFilter;
  onApply: (filter: OffersFilter) => void;
}) {
  const data = usePreloadedQuery<StaffOffersRouteQuery>(query, queryRef);
  return <StaffOffersFilters query={data} admin={admin} value={value} onApply={onApply} />;
}

export function StaffOffersRoute() {
  const { admin, filtersRef, resultsRef, loadId } = useLoaderData() as StaffOffersLoaderData;
  const [params, setParams] = useSearchParams();
  const search = parseOffersSearch(params);
  const filter = { client: search.client, agent: admin ? search.agent : '' };

  return (
    <PageContainer title="Offers">
      <Tabs.Root
        value={search.tab}
        onValueChange={({ value }) => setParams(searchForTab(value as OfferTab))}
        colorPalette="brand"
        size={{ base: 'sm', md: 'md' }}
      >
        <Tabs.List mb="5">
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <RouteTabPanels tabs={OFFER_TABS} current={search.tab}>
          {/* A failed agents list hides the filters, never the offers. */}
          <ErrorBoundary fallback={null}>
            <Suspense fallback={<Skeleton h="16" borderRadius="lg" mb="5" />}>
              <Filters
                queryRef={filtersRef}
                admin={admin}
                value={filter}
                onApply={(next) => setParams(withFilter(params, next))}
              />
            </Suspense>
          </ErrorBoundary>
          <PreloadBoundary
            failure={WARNINGS.offersLoadFailed}
            loadId={loadId}
            loading={<ResultsLoading />}
          >
            <StaffOfferResults queryRef={resultsRef} search={search} />
          </PreloadBoundary>
        </RouteTabPanels>
      </Tabs.Root>
      <OffersPanelHost />
    </PageContainer>
  );
}
