// A page of an assign-company tab: name, last name, mobile, office phone, e-mail, auction access
// number (with its copy button), company (own or registered) and created at, with the tab's
// actions on each row.
import { graphql, useFragment } from 'react-relay';
import type {
  DealerResults_connection$data,
  DealerResults_connection$key,
} from '../../../__generated__/DealerResults_connection.graphql.ts';
import type { UserColumn } from '../../dealerReview/components/userColumns.ts';
import { UserListBody } from '../../dealerReview/components/UserListBody.tsx';
import type { DealerTab } from '../dealerTabs.ts';
import { DealerActions } from './DealerActions.tsx';

export type DealerUser = DealerResults_connection$data['edges'][number]['node'];

const COLUMNS: readonly UserColumn[] = [
  'firstName',
  'lastName',
  'mobile',
  'officePhone',
  'email',
  'auctionAccess',
  'company',
  'createdAt',
];

interface DealerResultsProps {
  connection: DealerResults_connection$key;
  tab: DealerTab;
  search: string;
  onView: (user: DealerUser) => void;
  onListChanged: () => void;
}

export function DealerResults({
  connection,
  tab,
  search,
  onView,
  onListChanged,
}: DealerResultsProps) {
  const { edges, totalCount } = useFragment(
    graphql`
      fragment DealerResults_connection on UserConnection {
        totalCount
        edges {
          node {
            id
            fullName
            email
            ...UserRow_user
            ...DealerFormModal_user
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
      label={`${tab.label} dealers`}
      search={search}
      emptyText={tab.emptyText}
      renderActions={(user) => (
        <DealerActions
          userId={user.id}
          fullName={user.fullName}
          email={user.email ?? null}
          actions={tab.actions}
          onView={() => onView(user)}
          onListChanged={onListChanged}
        />
      )}
    />
  );
}
