// E-mails a pre-registered user a new link to the company form (REST POST
// user/send-company-email); older links end.
import { graphql } from 'react-relay';
import type { SendCompanyFormEmailMutation } from '../../../__generated__/SendCompanyFormEmailMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation SendCompanyFormEmailMutation($input: SendCompanyFormEmailInput!) {
    sendCompanyFormEmail(input: $input) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useSendCompanyFormEmailMutation() {
  return useFormMutation<SendCompanyFormEmailMutation>(mutation);
}
