// Saves the validations modal's flags (REST PUT company/validations).
import { graphql } from 'react-relay';
import type { FieldValues } from 'react-hook-form';
import type { SetCompanyValidationsMutation } from '../../../__generated__/SetCompanyValidationsMutation.graphql.ts';
import { useFormMutation, type FormErrorTarget } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation SetCompanyValidationsMutation($input: SetCompanyValidationsInput!) {
    setCompanyValidations(input: $input) {
      company {
        id
        validations {
          companyName
          taxid
          dealerLicense
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useSetCompanyValidationsMutation<V extends FieldValues>(form: FormErrorTarget<V>) {
  return useFormMutation<SetCompanyValidationsMutation, V>(mutation, form);
}
