// /buyer/client/vehicles/table (clients only; the route's guard sends others home): every vehicle
// a user of the client's company negotiated or bought, one row per vehicle and user, newest
// activity first; searched, filtered by state and user, and paged from the URL. The loader
// preloads the rows of the URL and, once, the company's users for the user filter; each row
// reads its own fragment.
import { Suspense, useCallback } from 'react';
import { Stack } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { CLIENT_VEHICLE_STATES } from '@canam/domain/rest/clientVehicles';
import type { CompanyVehiclesRouteQuery } from '../../__generated__/CompanyVehiclesRouteQuery.graphql.ts';
import type { CompanyVehiclesRouteUsersQuery } from '../../__generated__/CompanyVehiclesRouteUsersQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PreloadBoundary } from '../../components/PreloadBoundary.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { TableSkeleton } from '../../components/TableSkeleton.tsx';
import { useListParam } from '../../components/useListParam.ts';
import { routeLoader, type PreloadedPage } from '../../relay/routeLoader.ts';
import {
  companyVehiclesVariables,
  parseCompanyVehiclesSearch,
  STATE_LABELS,
} from './companyVehiclesSearch.ts';
import { CompanyVehicleResults } from './components/CompanyVehicleResults.tsx';
import { FilterSelect } from './components/FilterSelect.tsx';
import { EVERY_USER, UserFilter } from './components/UserFilter.tsx';

const query = graphql`
  query CompanyVehiclesRouteQuery(
    $search: String
    $state: CompanyVehicleState
    $userId: ID
    $first: Int!
    $after: String
  ) {
    companyVehicles(search: $search, state: $state, userId: $userId, first: $first, after: $after) {
      ...CompanyVehicleResults_connection
    }
  }
`;

const usersQuery = graphql`
  query CompanyVehiclesRouteUsersQuery {
    ...UserFilter_query
  }
`;

/** Warning when the rows cannot load (the vehicle table's wording). */
export const COMPANY_VEHICLES_LOAD_FAILED = 'The vehicles could not be obtained';

const STATE_OPTIONS = [
  { value: '', label: 'All' },
  ...CLIENT_VEHICLE_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] })),
];

interface CompanyVehiclesLoaderData extends PreloadedPage<CompanyVehiclesRouteQuery> {
  usersRef: PreloadedQuery<CompanyVehiclesRouteUsersQuery>;
}

export const companyVehiclesLoader = routeLoader(
  (preload, { request }, loadId): CompanyVehiclesLoaderData => {
    const search = parseCompanyVehiclesSearch(new URL(request.url).searchParams);
    return {
      queryRef: preload<CompanyVehiclesRouteQuery>(query, companyVehiclesVariables(search), {
        fetchPolicy: 'store-and-network',
      }),
      usersRef: preload<CompanyVehiclesRouteUsersQuery>(
        usersQuery,
        {},
        {
          fetchPolicy: 'store-or-network',
        },
      ),
      loadId,
    };
  },
);

function Results({
  queryRef,
  filtered,
}: {
  queryRef: PreloadedQuery<CompanyVehiclesRouteQuery>;
  filtered: boolean;
}) {
  const data = usePreloadedQuery<CompanyVehiclesRouteQuery>(query, queryRef);
  return <CompanyVehicleResults connection={data.companyVehicles} filtered={filtered} />;
}

interface UsersProps {
  usersRef: PreloadedQuery<CompanyVehiclesRouteUsersQuery>;
  value: string;
  onChange: (userId: string) => void;
}

function Users({ usersRef, value, onChange }: UsersProps) {
  const data = usePreloadedQuery<CompanyVehiclesRouteUsersQuery>(usersQuery, usersRef);
  return <UserFilter query={data} value={value} onChange={onChange} />;
}

export function CompanyVehiclesRoute() {
  const { queryRef, usersRef, loadId } = useLoaderData() as CompanyVehiclesLoaderData;
  const [params] = useSearchParams();
  const state = parseCompanyVehiclesSearch(params);
  const setParam = useListParam();
  const onSearch = useCallback((text: string) => setParam('search', text), [setParam]);
  const onUser = useCallback((user: string) => setParam('user', user), [setParam]);
  // While the users load, or when they cannot, the filter offers everyone only.
  const noUsers = (
    <FilterSelect
      label="User"
      value=""
      options={[{ value: '', label: EVERY_USER }]}
      onChange={onUser}
      disabled
    />
  );
  return (
    <PageContainer title="Vehicles table">
      <Stack
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'end' }}
        gap="3"
        mb="4"
      >
        <SearchBox
          value={state.search}
          onSearch={onSearch}
          label="Search vehicles"
          placeholder="Search by VIN, stock number, make, model or user"
        />
        <FilterSelect
          label="State"
          value={state.state ?? ''}
          options={STATE_OPTIONS}
          onChange={(value) => setParam('state', value)}
        />
        <ErrorBoundary fallback={noUsers}>
          <Suspense fallback={noUsers}>
            <Users usersRef={usersRef} value={state.user} onChange={onUser} />
          </Suspense>
        </ErrorBoundary>
      </Stack>
      <PreloadBoundary
        failure={COMPANY_VEHICLES_LOAD_FAILED}
        loadId={loadId}
        loading={<TableSkeleton label="Loading vehicles" />}
      >
        <Results
          queryRef={queryRef}
          filtered={Boolean(state.search || state.state || state.user)}
        />
      </PreloadBoundary>
    </PageContainer>
  );
}
