// What the seller received for a vehicle just sold (the sale modal's optional field).
import { graphql } from 'react-relay';
import type { FieldValues } from 'react-hook-form';
import type { SaveReceivedPriceMutation } from '../../../__generated__/SaveReceivedPriceMutation.graphql.ts';
import { useFormMutation, type FormErrorTarget } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation SaveReceivedPriceMutation($input: SaveReceivedPriceInput!) {
    saveReceivedPrice(input: $input) {
      vehicle {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useSaveReceivedPriceMutation<V extends FieldValues = never>(
  form?: FormErrorTarget<V>,
) {
  return useFormMutation<SaveReceivedPriceMutation, V>(mutation, form);
}
