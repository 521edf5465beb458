// A page of a people table: how many there are, the rows (a table, stacked cards on phones) and
// the pages; or 'No users to show' with why (nothing matches the search, nobody yet, or a page
// past the end).
import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Users } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { EmptyList } from '../../../components/EmptyList.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { PEOPLE_TEXTS } from '../peopleTexts.ts';

interface PeopleListProps {
  /** The table's accessible name ('Agents', 'Users'). */
  label: string;
  columns: readonly string[];
  totalCount: number;
  /** How many rows this page has. */
  shown: number;
  /** The URL's search text. */
  search: string;
  /** What the rows are, one and many ('agent', 'agents'). */
  noun: readonly [string, string];
  /** What nobody-yet means on this page. */
  emptyHint: string;
  /** The rows (ResponsiveRow elements). */
  children: ReactNode;
}

/** The same search, from the first page. */
function withoutPage(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  return next.toString();
}

export function PeopleList({
  label,
  columns,
  totalCount,
  shown,
  search,
  noun,
  emptyHint,
  children,
}: PeopleListProps) {
  const [params] = useSearchParams();
  if (shown === 0) {
    return totalCount > 0 ? (
      <EmptyList
        icon={<Users />}
        title={PEOPLE_TEXTS.noUsers}
        description="This page is past the end."
      >
        <Button asChild size="sm" variant="outline">
          <RouterLink to={{ search: withoutPage(params) }}>Back to the first page</RouterLink>
        </Button>
      </EmptyList>
    ) : (
      <EmptyList
        icon={<Users />}
        title={PEOPLE_TEXTS.noUsers}
        description={search ? `Nothing matches “${search}”.` : emptyHint}
      />
    );
  }
  return (
    <Stack gap="3">
      <Text color="gray.600" fontSize="sm">
        {totalCount} {totalCount === 1 ? noun[0] : noun[1]}
      </Text>
      <ResponsiveTable label={label} columns={columns}>
        {children}
      </ResponsiveTable>
      <Pagination totalCount={totalCount} pageSize={TABLE_PAGE_SIZE} />
    </Stack>
  );
}
