// An invited user creates its password from the invitation link (single use).
import { graphql } from 'react-relay';

export const completeInvitationMutation = graphql`
  mutation CompleteInvitationMutation($input: CompleteInvitationInput!) {
    completeInvitation(input: $input) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`;
