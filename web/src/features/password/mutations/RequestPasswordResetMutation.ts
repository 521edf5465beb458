// E-mails a password-reset link ('Email not found' / 'Email not sent' are userErrors).
import { graphql } from 'react-relay';

export const requestPasswordResetMutation = graphql`
  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`;
