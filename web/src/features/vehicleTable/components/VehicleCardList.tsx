// The vehicles as stacked cards (576 px and below), with the sort the table's headers would give.
import { Stack } from '@chakra-ui/react';
import type { VehicleTableCard_vehicle$key } from '../../../__generated__/VehicleTableCard_vehicle.graphql.ts';
import type { OptionalColumn } from '../columns.ts';
import type { SortOrder, TableSearch, TableSort } from '../tableSearch.ts';
import type { RecordsTarget } from './OptionalCell.tsx';
import { SortSelect } from './SortSelect.tsx';
import { VehicleTableCard } from './VehicleTableCard.tsx';

interface VehicleCardListProps {
  vehicles: readonly (VehicleTableCard_vehicle$key & { readonly id: string })[];
  columns: readonly OptionalColumn[];
  search: TableSearch;
  onSort: (sort: TableSort | null, order: SortOrder) => void;
  onOpenRecords: (target: RecordsTarget) => void;
}

export function VehicleCardList({
  vehicles,
  columns,
  search,
  onSort,
  onOpenRecords,
}: VehicleCardListProps) {
  return (
    <Stack gap="3">
      <SortSelect search={search} onSort={onSort} />
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Vehicles">
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleTableCard vehicle={vehicle} columns={columns} onOpenRecords={onOpenRecords} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
