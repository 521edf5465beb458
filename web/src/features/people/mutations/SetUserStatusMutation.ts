// Deactivates or activates a user (an agent, or a user of the client's own company). The payload's
// user carries its status, so its row's toggle and badge follow in the store.
import { graphql } from 'react-relay';
import type { SetUserStatusMutation } from '../../../__generated__/SetUserStatusMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation SetUserStatusMutation($input: SetUserStatusInput!) {
    setUserStatus(input: $input) {
      user {
        id
        status
        invitationPending
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useSetUserStatusMutation() {
  return useFormMutation<SetUserStatusMutation>(mutation);
}
