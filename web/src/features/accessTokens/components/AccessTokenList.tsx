// The viewer's tokens, newest first (revoked and expired ones too), or an empty state.
import { KeyRound } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { AccessTokenList_query$key } from '../../../__generated__/AccessTokenList_query.graphql.ts';
import { EmptyList } from '../../../components/EmptyList.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { ACCESS_TOKEN_COLUMNS, AccessTokenRow } from './AccessTokenRow.tsx';

export function AccessTokenList({ query }: { query: AccessTokenList_query$key }) {
  const data = useFragment(
    graphql`
      fragment AccessTokenList_query on Query {
        accessTokens(first: 100) @connection(key: "AccessTokenList_accessTokens") {
          edges {
            node {
              id
              ...AccessTokenRow_accessToken
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.accessTokens;
  if (edges.length === 0) {
    return (
      <EmptyList
        icon={<KeyRound />}
        title="No access tokens yet"
        description="Create one above for a script or tool that uses the marketplace's API."
      />
    );
  }
  return (
    <ResponsiveTable label="Access tokens" columns={ACCESS_TOKEN_COLUMNS}>
      {edges.map(({ node }) => (
        <AccessTokenRow key={node.id} accessToken={node} />
      ))}
    </ResponsiveTable>
  );
}
