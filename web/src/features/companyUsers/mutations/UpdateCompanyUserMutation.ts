// Edits a user of the viewer's own company; the payload's user carries its row's fields, so the
// row follows in the store.
import { graphql } from 'react-relay';
import type { UpdateCompanyUserMutation } from '../../../__generated__/UpdateCompanyUserMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation UpdateCompanyUserMutation($input: UpdateCompanyUserInput!) {
    updateCompanyUser(input: $input) {
      user {
        id
        ...CompanyUserRow_user
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useUpdateCompanyUserMutation() {
  return useFormMutation<UpdateCompanyUserMutation>(mutation);
}
