// Creates an agent (role id 4); the api e-mails it an invitation to set its password. A taken
// e-mail is refused with EMAIL_TAKEN and nothing is saved.
import { graphql } from 'react-relay';
import type { CreateAgentMutation } from '../../../__generated__/CreateAgentMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation CreateAgentMutation($input: CreateAgentInput!) {
    createAgent(input: $input) {
      user {
        id
        ...AgentRow_user
      }
      invitationSent
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useCreateAgentMutation() {
  return useFormMutation<CreateAgentMutation>(mutation);
}
