// Dealer sign-up: the gateway checks the e-mail is free (EMAIL_TAKEN otherwise), creates the
// account and e-mails the registration link.
import { graphql } from 'react-relay';

export const signUpMutation = graphql`
  mutation SignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`;
