// The user filter of the client vehicles table: everyone, or one user of the client's company
// (Query.companyUsers; the company is the client's own).
import { graphql, useFragment } from 'react-relay';
import type { UserFilter_query$key } from '../../../__generated__/UserFilter_query.graphql.ts';
import { FilterSelect } from './FilterSelect.tsx';

export const EVERY_USER = 'All users';

interface UserFilterProps {
  query: UserFilter_query$key;
  value: string;
  onChange: (userId: string) => void;
}

export function UserFilter({ query, value, onChange }: UserFilterProps) {
  const { companyUsers } = useFragment(
    graphql`
      fragment UserFilter_query on Query {
        companyUsers(first: 100) {
          edges {
            node {
              id
              fullName
            }
          }
        }
      }
    `,
    query,
  );
  const options = [
    { value: '', label: EVERY_USER },
    ...companyUsers.edges.map(({ node }) => ({ value: node.id, label: node.fullName })),
  ];
  return <FilterSelect label="User" value={value} options={options} onChange={onChange} />;
}
