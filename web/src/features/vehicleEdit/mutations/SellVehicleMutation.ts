// The sale information modal: the vehicle becomes Sold. Only the id is read back, for the same reason as a delete: the screen goes to the vehicle list.
import { graphql } from 'react-relay';
import type { FieldValues } from 'react-hook-form';
import type { SellVehicleMutation } from '../../../__generated__/SellVehicleMutation.graphql.ts';
import { useFormMutation, type FormErrorTarget } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation SellVehicleMutation($input: SellVehicleInput!) {
    sellVehicle(input: $input) {
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

export function useSellVehicleMutation<V extends FieldValues = never>(form?: FormErrorTarget<V>) {
  return useFormMutation<SellVehicleMutation, V>(mutation, form);
}
