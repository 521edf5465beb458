// Adds a sub-user (role id 2) to the viewer's own company (the gateway takes the company from the
// client's profile, never from the request); the api e-mails it an invitation to
// /buyer/user/confirm/{token}. A taken e-mail is refused with EMAIL_TAKEN and nothing is saved.
import { graphql } from 'react-relay';
import type { CreateCompanyUserMutation } from '../../../__generated__/CreateCompanyUserMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation CreateCompanyUserMutation($input: CreateCompanyUserInput!) {
    createCompanyUser(input: $input) {
      user {
        id
        ...CompanyUserRow_user
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

export function useCreateCompanyUserMutation() {
  return useFormMutation<CreateCompanyUserMutation>(mutation);
}
