// The admin users pages' company form (REST PUT company). The payload's company carries the
// form's and the rows' fields, so every list showing it follows in the store.
import { graphql } from 'react-relay';
import type { FieldValues } from 'react-hook-form';
import type { UpdateCompanyMutation } from '../../../__generated__/UpdateCompanyMutation.graphql.ts';
import { useFormMutation, type FormErrorTarget } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation UpdateCompanyMutation($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      company {
        id
        commercialName
        companyName
        ...CompanyEditForm_company
        ...CompanyDetails_company
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useUpdateCompanyMutation<V extends FieldValues>(form: FormErrorTarget<V>) {
  return useFormMutation<UpdateCompanyMutation, V>(mutation, form);
}
