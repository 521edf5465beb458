// A page of users as the back office's table (wider than 576 px; it scrolls sideways inside its
// card when the screen is narrower than it) or as stacked cards at 576 px and below, like the
// vehicle table. Each row reads its own fragment; the page gives the columns and the actions.
import type { ReactNode } from 'react';
import { Stack, Table, useMediaQuery } from '@chakra-ui/react';
import type { UserRow_user$key } from '../../../__generated__/UserRow_user.graphql.ts';
import { STACKED_QUERY } from '../../vehicleTable/components/VehicleTableResults.tsx';
import { USER_COLUMN_LABELS, type UserColumn } from './userColumns.ts';
import { UserRow } from './UserRow.tsx';

export type ListedUser = UserRow_user$key & { readonly id: string };

interface UserTableProps<U extends ListedUser> {
  users: readonly U[];
  columns: readonly UserColumn[];
  /** The table's accessible name, e.g. 'Pending users'. */
  label: string;
  renderActions: (user: U) => ReactNode;
}

export function UserTable<U extends ListedUser>({
  users,
  columns,
  label,
  renderActions,
}: UserTableProps<U>) {
  const [stacked] = useMediaQuery([STACKED_QUERY], { ssr: false });
  if (stacked) {
    return (
      <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
        {users.map((user) => (
          <li key={user.id}>
            <UserRow user={user} columns={columns} layout="card" actions={renderActions(user)} />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea bg="white" borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header bg="gray.100">
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column}
                color="gray.700"
                fontWeight="semibold"
                whiteSpace="normal"
                lineHeight="short"
              >
                {USER_COLUMN_LABELS[column]}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader color="gray.700" fontWeight="semibold" textAlign="end">
              Actions
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              columns={columns}
              layout="row"
              actions={renderActions(user)}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
