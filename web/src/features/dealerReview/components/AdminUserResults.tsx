// A page of an admin users list (Pending, Active or Rejected): name, last name, e-mail, office
// phone, mobile, company and created at, with each row's actions.
import { graphql, useFragment } from 'react-relay';
import type {
  AdminUserResults_connection$data,
  AdminUserResults_connection$key,
} from '../../../__generated__/AdminUserResults_connection.graphql.ts';
import type { UserList } from '../userLists.ts';
import { AdminUserActions, type AdminUserAction } from './AdminUserActions.tsx';
import type { UserColumn } from './userColumns.ts';
import { UserListBody } from './UserListBody.tsx';

export type AdminUser = AdminUserResults_connection$data['edges'][number]['node'];

export interface AdminUserTarget {
  action: AdminUserAction;
  user: AdminUser;
}

const COLUMNS: readonly UserColumn[] = [
  'firstName',
  'lastName',
  'email',
  'officePhone',
  'mobile',
  'company',
  'createdAt',
];

interface AdminUserResultsProps {
  connection: AdminUserResults_connection$key;
  list: UserList;
  search: string;
  onAction: (target: AdminUserTarget) => void;
}

export function AdminUserResults({ connection, list, search, onAction }: AdminUserResultsProps) {
  const { edges, totalCount } = useFragment(
    graphql`
      fragment AdminUserResults_connection on UserConnection {
        totalCount
        edges {
          node {
            id
            fullName
            company {
              id
            }
            registeredCompany {
              id
            }
            ...UserRow_user
            ...UserDetailsModal_user
          }
        }
      }
    `,
    connection,
  );
  return (
    <UserListBody
      users={edges.map((edge) => edge.node)}
      totalCount={totalCount}
      columns={COLUMNS}
      label={list.title}
      search={search}
      emptyText={list.emptyText}
      renderActions={(user) => (
        <AdminUserActions
          fullName={user.fullName}
          hasCompany={Boolean(user.company ?? user.registeredCompany)}
          editsCompany={list.kind !== 'REJECTED'}
          onAction={(action) => onAction({ action, user })}
        />
      )}
    />
  );
}
