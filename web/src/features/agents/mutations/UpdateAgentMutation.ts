// Edits an agent; the payload's user carries its row's fields, so the row follows in the store.
import { graphql } from 'react-relay';
import type { UpdateAgentMutation } from '../../../__generated__/UpdateAgentMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation UpdateAgentMutation($input: UpdateAgentInput!) {
    updateAgent(input: $input) {
      user {
        id
        ...AgentRow_user
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useUpdateAgentMutation() {
  return useFormMutation<UpdateAgentMutation>(mutation);
}
