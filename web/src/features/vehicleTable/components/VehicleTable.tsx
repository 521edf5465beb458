// The vehicles as a table (wider than 576 px): the fixed sortable columns, then the chosen
// optional ones; it scrolls sideways inside its card when the screen is narrower than it.
import { Table } from '@chakra-ui/react';
import type { VehicleTableRow_vehicle$key } from '../../../__generated__/VehicleTableRow_vehicle.graphql.ts';
import { FIXED_COLUMNS, type OptionalColumn } from '../columns.ts';
import { nextOrder, type SortOrder, type TableSearch, type TableSort } from '../tableSearch.ts';
import type { RecordsTarget } from './OptionalCell.tsx';
import { SortableHeader } from './SortableHeader.tsx';
import { VehicleTableRow } from './VehicleTableRow.tsx';

interface VehicleTableProps {
  vehicles: readonly (VehicleTableRow_vehicle$key & { readonly id: string })[];
  columns: readonly OptionalColumn[];
  search: TableSearch;
  onSort: (sort: TableSort, order: SortOrder) => void;
  onOpenRecords: (target: RecordsTarget) => void;
}

export function VehicleTable({
  vehicles,
  columns,
  search,
  onSort,
  onOpenRecords,
}: VehicleTableProps) {
  return (
    <Table.ScrollArea bg="white" borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" aria-label="Vehicles">
        <Table.Header bg="gray.100">
          <Table.Row>
            {FIXED_COLUMNS.map((column) => (
              <SortableHeader
                key={column.key}
                label={column.label}
                order={search.sort === column.sort ? search.order : null}
                onSort={() => onSort(column.sort, nextOrder(search, column.sort))}
              />
            ))}
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                textAlign="center"
                color="gray.700"
                fontWeight="semibold"
                // Two-word labels wrap, so that the ten optional columns fit beside the fixed ones.
                whiteSpace="normal"
                overflowWrap="normal"
                lineHeight="short"
                px="1.5"
                minW="14"
                maxW="24"
              >
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {vehicles.map((vehicle) => (
            <VehicleTableRow
              key={vehicle.id}
              vehicle={vehicle}
              columns={columns}
              onOpenRecords={onOpenRecords}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
