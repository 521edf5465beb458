// The dealer form (REST POST company/saveDealer): registers a new client (invited by e-mail) or
// updates one, with its own company or an existing one. The payload's message is the toast.
import { graphql } from 'react-relay';
import type { FieldValues } from 'react-hook-form';
import type { SaveDealerMutation } from '../../../__generated__/SaveDealerMutation.graphql.ts';
import { useFormMutation, type FormErrorTarget } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation SaveDealerMutation($input: SaveDealerInput!) {
    saveDealer(input: $input) {
      message
      user {
        id
        ...UserRow_user
        ...DealerFormModal_user
      }
      company {
        id
        commercialName
        companyName
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

export function useSaveDealerMutation<V extends FieldValues>(form: FormErrorTarget<V>) {
  return useFormMutation<SaveDealerMutation, V>(mutation, form);
}
