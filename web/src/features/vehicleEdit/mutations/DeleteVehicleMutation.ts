// Deletes a vehicle (it becomes Inactive). Only the id is read back: the screen leaves at once, and an Inactive status in the store would make it warn that the vehicle cannot be edited.
import { graphql } from 'react-relay';
import type { FieldValues } from 'react-hook-form';
import type { DeleteVehicleMutation } from '../../../__generated__/DeleteVehicleMutation.graphql.ts';
import { useFormMutation, type FormErrorTarget } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation DeleteVehicleMutation($input: DeleteVehicleInput!) {
    deleteVehicle(input: $input) {
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

export function useDeleteVehicleMutation<V extends FieldValues = never>(form?: FormErrorTarget<V>) {
  return useFormMutation<DeleteVehicleMutation, V>(mutation, form);
}
