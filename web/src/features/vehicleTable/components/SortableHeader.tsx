// A fixed column's header: a button that sorts by the column (ascending, then descending), the
// current order told by aria-sort and an arrow.
import { Button, Table } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortOrder } from '../tableSearch.ts';

interface SortableHeaderProps {
  label: string;
  /** The column's order when the table is sorted by it, else null. */
  order: SortOrder | null;
  onSort: () => void;
}

export function SortableHeader({ label, order, onSort }: SortableHeaderProps) {
  const Arrow = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Table.ColumnHeader
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
      whiteSpace="nowrap"
    >
      <Button
        variant="plain"
        size="sm"
        px="0"
        h="auto"
        fontWeight="semibold"
        color={order ? 'brand.700' : 'gray.700'}
        onClick={onSort}
      >
        {label}
        <Arrow aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}
