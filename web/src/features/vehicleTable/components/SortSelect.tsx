// The sort of the stacked cards (576 px and below), where there are no column headers to click:
// the default order or one fixed column either way.
import { Field, NativeSelect } from '@chakra-ui/react';
import { FIXED_COLUMNS } from '../columns.ts';
import { TABLE_SORTS, type SortOrder, type TableSearch, type TableSort } from '../tableSearch.ts';

const DEFAULT = '';

const OPTIONS = [
  { value: DEFAULT, label: 'Newest first' },
  ...FIXED_COLUMNS.flatMap((column) => [
    { value: `${column.sort}:asc`, label: `${column.label} (A to Z)` },
    { value: `${column.sort}:desc`, label: `${column.label} (Z to A)` },
  ]),
];

function parseChoice(value: string): [TableSort | null, SortOrder] {
  const [sort, order] = value.split(':');
  const known = TABLE_SORTS.find((candidate) => candidate === sort) ?? null;
  return [known, order === 'desc' ? 'desc' : 'asc'];
}

interface SortSelectProps {
  search: TableSearch;
  onSort: (sort: TableSort | null, order: SortOrder) => void;
}

export function SortSelect({ search, onSort }: SortSelectProps) {
  const value = search.sort ? `${search.sort}:${search.order}` : DEFAULT;
  return (
    <Field.Root>
      <Field.Label>Sort by</Field.Label>
      <NativeSelect.Root size="sm" bg="white">
        <NativeSelect.Field
          value={value}
          onChange={(event) => onSort(...parseChoice(event.currentTarget.value))}
        >
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
