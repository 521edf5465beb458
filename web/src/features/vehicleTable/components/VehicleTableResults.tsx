// A page of the vehicle table: ten vehicles as a table, or as stacked cards at 576 px and below,
// kept live, with the records modal their icons open, the count and the pages; or why there is
// nothing to show.
import { useState } from 'react';
import { Button, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { CarFront } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BREAKPOINTS, TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { VehicleTableResults_connection$key } from '../../../__generated__/VehicleTableResults_connection.graphql.ts';
import { EmptyList } from '../../../components/EmptyList.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { VehicleRecordsModal } from '../../vehicleRecords/VehicleRecordsModal.tsx';
import { shownOptionalColumns } from '../columns.ts';
import type { SortOrder, TableSearch, TableSort } from '../tableSearch.ts';
import { useLiveTableVehicles } from '../useLiveTableVehicles.ts';
import type { RecordsTarget } from './OptionalCell.tsx';
import { VehicleCardList } from './VehicleCardList.tsx';
import { VehicleTable } from './VehicleTable.tsx';

export const NO_VEHICLES = 'No vehicles to show';

/** The specification's mobile width: the table stacks into cards at this width and below. */
export const STACKED_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;

/** The same search and sort, from the first page. */
function withoutPage(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  return next.toString();
}

interface VehicleTableResultsProps {
  connection: VehicleTableResults_connection$key;
  liveCursor: string | null;
  search: TableSearch;
  shownColumns: ReadonlySet<string>;
  onSort: (sort: TableSort | null, order: SortOrder) => void;
}

export function VehicleTableResults({
  connection,
  liveCursor,
  search,
  shownColumns,
  onSort,
}: VehicleTableResultsProps) {
  const { edges, totalCount } = useFragment(
    graphql`
      fragment VehicleTableResults_connection on VehicleConnection {
        totalCount
        edges {
          node {
            id
            ...VehicleTableRow_vehicle
            ...VehicleTableCard_vehicle
          }
        }
      }
    `,
    connection,
  );
  const vehicles = edges.map((edge) => edge.node);
  const [params] = useSearchParams();
  useLiveTableVehicles(
    vehicles.map((vehicle) => vehicle.id),
    liveCursor,
  );
  const [stacked] = useMediaQuery([STACKED_QUERY], { ssr: false });
  // The last vehicle opened stays mounted while its modal closes, so the modal can animate out.
  const [records, setRecords] = useState<RecordsTarget | null>(null);
  const [recordsOpen, setRecordsOpen] = useState(false);
  const openRecords = (target: RecordsTarget) => {
    setRecords(target);
    setRecordsOpen(true);
  };

  if (vehicles.length === 0) {
    return totalCount > 0 ? (
      <EmptyList icon={<CarFront />} title={NO_VEHICLES} description="This page is past the end.">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={{ search: withoutPage(params) }}>Back to the first page</RouterLink>
        </Button>
      </EmptyList>
    ) : (
      <EmptyList
        icon={<CarFront />}
        title={NO_VEHICLES}
        description={
          search.search
            ? `Nothing matches “${search.search}”: try another VIN, stock number or agent name.`
            : 'Vehicles show here once they are registered.'
        }
      />
    );
  }

  const columns = shownOptionalColumns(shownColumns);
  const list = { vehicles, columns, search, onSort, onOpenRecords: openRecords };
  return (
    <Stack gap="3">
      <Text color="gray.600" fontSize="sm">
        {totalCount} {totalCount === 1 ? 'vehicle' : 'vehicles'}
      </Text>
      {stacked ? <VehicleCardList {...list} /> : <VehicleTable {...list} />}
      <Pagination totalCount={totalCount} pageSize={TABLE_PAGE_SIZE} />
      {records && (
        <VehicleRecordsModal
          {...records}
          isOpen={recordsOpen}
          onClose={() => setRecordsOpen(false)}
        />
      )}
    </Stack>
  );
}
