// /admin/vehicles/offers and /agent/vehicles/offers: the vehicles with active or expired
// negotiations (tabs), narrowed by the dealer's name and, for admins, the owning agent, with the
// offers panel. Switching tab resets the filters and sets the status; everything lives in the URL,
// so leaving the screen leaves the filters and the panel behind.
import { Suspense } from 'react';
import { Skeleton, Tabs } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { StaffOffersRouteQuery } from '../../__generated__/StaffOffersRouteQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { LoadBoundary } from '../../components/LoadBoundary.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { WARNINGS } from '../../components/warningTexts.ts';
import { listContextFor } from '../catalogue/catalogueContext.ts';
import { ResultsLoading } from '../catalogue/components/ResultsFallback.tsx';
import { OffersPanelHost } from '../offers/OffersPanelHost.tsx';
import { StaffOfferResults } from './components/StaffOfferResults.tsx';
import { StaffOffersFilters } from './components/StaffOffersFilters.tsx';
import {
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

function Filters({
  admin,
  value,
  onApply,
}: {
  admin: boolean;
  value: OffersFilter;
  onApply: (filter: OffersFilter) => void;
}) {
  const data = useLazyLoadQuery<StaffOffersRouteQuery>(
    query,
    { withAgents: admin },
    { fetchPolicy: 'store-or-network' },
  );
  return <StaffOffersFilters query={data} admin={admin} value={value} onApply={onApply} />;
}

export function StaffOffersRoute() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { admin } = listContextFor(pathname);
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
      </Tabs.Root>
      {/* A failed agents list hides the filters, never the offers. */}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={<Skeleton h="16" borderRadius="lg" mb="5" />}>
          <Filters
            admin={admin}
            value={filter}
            onApply={(next) => setParams(withFilter(params, next))}
          />
        </Suspense>
      </ErrorBoundary>
      <LoadBoundary
        failure={WARNINGS.offersLoadFailed}
        resetKey={JSON.stringify(search)}
        loading={<ResultsLoading />}
      >
        {(fetchKey) => <StaffOfferResults search={search} admin={admin} fetchKey={fetchKey} />}
      </LoadBoundary>
      <OffersPanelHost />
    </PageContainer>
  );
}
