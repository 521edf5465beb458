// Accepts or rejects a company from the validations modal (REST PUT company {id, status}).
import { graphql } from 'react-relay';
import type { SetCompanyStatusMutation } from '../../../__generated__/SetCompanyStatusMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation SetCompanyStatusMutation($input: SetCompanyStatusInput!) {
    setCompanyStatus(input: $input) {
      company {
        id
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useSetCompanyStatusMutation() {
  return useFormMutation<SetCompanyStatusMutation>(mutation);
}
