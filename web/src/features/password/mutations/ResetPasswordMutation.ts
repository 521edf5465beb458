// Sets a new password from a reset link (single use; LINK_EXPIRED when it no longer works).
import { graphql } from 'react-relay';

export const resetPasswordMutation = graphql`
  mutation ResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`;
