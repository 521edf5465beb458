// The admins' owning-agent dropdown of the staff lists and the staff offers screen: 'All agents'
// or one agent by nickname (else full name); the vehicle table's agent box names its empty
// choice otherwise. The field props come from the form that owns it.
import { Field, NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AgentSelect_query$key } from '../__generated__/AgentSelect_query.graphql.ts';

interface AgentSelectProps {
  query: AgentSelect_query$key;
  field: ComponentProps<typeof NativeSelect.Field>;
  maxW?: ComponentProps<typeof Field.Root>['maxW'];
  /** The choice of no agent in particular ('All agents' for a filter). */
  emptyOption?: string;
}

export function AgentSelect({ query, field, maxW, emptyOption = 'All agents' }: AgentSelectProps) {
  const data = useFragment(
    graphql`
      fragment AgentSelect_query on Query
      @argumentDefinitions(withAgents: { type: "Boolean!", defaultValue: false }) {
        agents @include(if: $withAgents) {
          id
          firstName
          lastName
          nickname
        }
      }
    `,
    query,
  );
  return (
    <Field.Root maxW={maxW}>
      <Field.Label>Agent</Field.Label>
      <NativeSelect.Root size="sm" bg="white">
        <NativeSelect.Field {...field}>
          <option value="">{emptyOption}</option>
          {(data.agents ?? []).map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.nickname || `${agent.firstName} ${agent.lastName}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
