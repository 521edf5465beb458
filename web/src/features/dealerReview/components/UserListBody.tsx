// A page of a dealer review list: the count, the table and the pages; or 'No users to show' (with
// a way back to the first page when the URL's page is past the end).
import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Users } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { EmptyList } from '../../../components/EmptyList.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { REVIEW_TEXTS } from '../reviewTexts.ts';
import type { UserColumn } from './userColumns.ts';
import { UserTable, type ListedUser } from './UserTable.tsx';

/** The same search (and tab), from the first page. */
function withoutPage(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  return next.toString();
}

interface UserListBodyProps<U extends ListedUser> {
  users: readonly U[];
  totalCount: number;
  columns: readonly UserColumn[];
  label: string;
  /** The URL's search text, named in the empty list. */
  search: string;
  /** What the empty list says when nothing was searched. */
  emptyText: string;
  renderActions: (user: U) => ReactNode;
}

export function UserListBody<U extends ListedUser>({
  users,
  totalCount,
  columns,
  label,
  search,
  emptyText,
  renderActions,
}: UserListBodyProps<U>) {
  const [params] = useSearchParams();
  if (users.length === 0) {
    return totalCount > 0 ? (
      <EmptyList
        icon={<Users />}
        title={REVIEW_TEXTS.noUsers}
        description="This page is past the end."
      >
        <Button asChild size="sm" variant="outline">
          <RouterLink to={{ search: withoutPage(params) }}>Back to the first page</RouterLink>
        </Button>
      </EmptyList>
    ) : (
      <EmptyList
        icon={<Users />}
        title={REVIEW_TEXTS.noUsers}
        description={
          search ? `Nothing matches “${search}”: try another name, e-mail or company.` : emptyText
        }
      />
    );
  }
  return (
    <Stack gap="3">
      <Text color="gray.600" fontSize="sm" aria-live="polite">
        {totalCount} {totalCount === 1 ? 'user' : 'users'}
      </Text>
      <UserTable users={users} columns={columns} label={label} renderActions={renderActions} />
      <Pagination totalCount={totalCount} pageSize={TABLE_PAGE_SIZE} />
    </Stack>
  );
}
