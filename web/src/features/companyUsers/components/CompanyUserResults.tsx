// A page of the client's users table: each row reads its own fragment; the client's own row is
// told apart so it shows no status switch.
import { graphql, useFragment } from 'react-relay';
import type { CompanyUserResults_connection$key } from '../../../__generated__/CompanyUserResults_connection.graphql.ts';
import { PeopleList } from '../../people/components/PeopleList.tsx';
import type { EditedPerson } from '../../people/usePersonModal.ts';
import { COMPANY_USER_COLUMNS, CompanyUserRow } from './CompanyUserRow.tsx';

interface CompanyUserResultsProps {
  connection: CompanyUserResults_connection$key;
  /** The viewer's own user id. */
  viewerId: string | null;
  search: string;
  onEdit: (user: EditedPerson) => void;
}

export function CompanyUserResults({
  connection,
  viewerId,
  search,
  onEdit,
}: CompanyUserResultsProps) {
  const { totalCount, edges } = useFragment(
    graphql`
      fragment CompanyUserResults_connection on UserConnection {
        totalCount
        edges {
          node {
            id
            ...CompanyUserRow_user
          }
        }
      }
    `,
    connection,
  );
  return (
    <PeopleList
      label="Users"
      columns={COMPANY_USER_COLUMNS}
      totalCount={totalCount}
      shown={edges.length}
      search={search}
      noun={['user', 'users']}
      emptyHint="The users of your company show here once they are added."
    >
      {edges.map(({ node }) => (
        <CompanyUserRow key={node.id} user={node} own={node.id === viewerId} onEdit={onEdit} />
      ))}
    </PeopleList>
  );
}
