// A page of the agents table: each row reads its own fragment.
import { graphql, useFragment } from 'react-relay';
import type { AgentResults_connection$key } from '../../../__generated__/AgentResults_connection.graphql.ts';
import { PeopleList } from '../../people/components/PeopleList.tsx';
import type { EditedPerson } from '../../people/usePersonModal.ts';
import { AGENT_COLUMNS, AgentRow } from './AgentRow.tsx';

interface AgentResultsProps {
  connection: AgentResults_connection$key;
  search: string;
  onEdit: (agent: EditedPerson) => void;
}

export function AgentResults({ connection, search, onEdit }: AgentResultsProps) {
  const { totalCount, edges } = useFragment(
    graphql`
      fragment AgentResults_connection on UserConnection {
        totalCount
        edges {
          node {
            id
            ...AgentRow_user
          }
        }
      }
    `,
    connection,
  );
  return (
    <PeopleList
      label="Agents"
      columns={AGENT_COLUMNS}
      totalCount={totalCount}
      shown={edges.length}
      search={search}
      noun={['agent', 'agents']}
      emptyHint="Agents show here once they are added."
    >
      {edges.map(({ node }) => (
        <AgentRow key={node.id} user={node} onEdit={onEdit} />
      ))}
    </PeopleList>
  );
}
