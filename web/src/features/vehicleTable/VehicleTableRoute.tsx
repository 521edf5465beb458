// /superAdmin/vehicles/table (super admins and admins; the route's guard sends others home): every
// vehicle, searched, sorted and paged from the URL, with the columns chosen in 'Edit columns'.
// The route preloads the page of the URL; each row and card reads its own fragment.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { VehicleTableRouteQuery } from '../../__generated__/VehicleTableRouteQuery.graphql.ts';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PreloadBoundary } from '../../components/PreloadBoundary.tsx';
import { routeLoader, type PreloadedPage } from '../../relay/routeLoader.ts';
import { TableLoading } from './components/TableLoading.tsx';
import { VehicleTableResults } from './components/VehicleTableResults.tsx';
import { VehicleTableToolbar } from './components/VehicleTableToolbar.tsx';
import {
  parseTableSearch,
  tableVariables,
  type SortOrder,
  type TableSearch,
  type TableSort,
} from './tableSearch.ts';
import { useShownColumns } from './useShownColumns.ts';
import { useTableSearch } from './useTableSearch.ts';

const query = graphql`
  query VehicleTableRouteQuery(
    $search: String
    $orderBy: VehicleTableOrder
    $first: Int!
    $after: String
  ) {
    liveCursor
    vehicleTable(search: $search, orderBy: $orderBy, first: $first, after: $after) {
      ...VehicleTableResults_connection
    }
  }
`;

/** Warning when the page cannot load (the specification's wording for lists). */
export const VEHICLES_LOAD_FAILED = 'The vehicles could not be obtained';

export const vehicleTableLoader = routeLoader(
  (preload, { request }, loadId): PreloadedPage<VehicleTableRouteQuery> => {
    const search = parseTableSearch(new URL(request.url).searchParams);
    return {
      // Records are added all the time: show what the store has while asking again.
      queryRef: preload<VehicleTableRouteQuery>(query, tableVariables(search), {
        fetchPolicy: 'store-and-network',
      }),
      loadId,
    };
  },
);

interface ResultsProps {
  queryRef: PreloadedQuery<VehicleTableRouteQuery>;
  search: TableSearch;
  shownColumns: ReadonlySet<string>;
  onSort: (sort: TableSort | null, order: SortOrder) => void;
}

function Results({ queryRef, search, shownColumns, onSort }: ResultsProps) {
  const data = usePreloadedQuery<VehicleTableRouteQuery>(query, queryRef);
  return (
    <VehicleTableResults
      connection={data.vehicleTable}
      liveCursor={data.liveCursor ?? null}
      search={search}
      shownColumns={shownColumns}
      onSort={onSort}
    />
  );
}

export function VehicleTableRoute() {
  const { queryRef, loadId } = useLoaderData() as PreloadedPage<VehicleTableRouteQuery>;
  const { state, setSearchText, setSort } = useTableSearch();
  const columns = useShownColumns();
  return (
    <PageContainer title="Vehicles table">
      <VehicleTableToolbar
        search={state.search}
        onSearch={setSearchText}
        shownColumns={columns.shown}
        onSaveColumns={columns.save}
      />
      <PreloadBoundary failure={VEHICLES_LOAD_FAILED} loadId={loadId} loading={<TableLoading />}>
        <Results queryRef={queryRef} search={state} shownColumns={columns.shown} onSort={setSort} />
      </PreloadBoundary>
    </PageContainer>
  );
}
