// Saves the registry's step 1 or step 2: the payload's vehicle carries every field the screens show, so they update in the store.
import { graphql } from 'react-relay';
import type { FieldValues } from 'react-hook-form';
import type { UpdateVehicleMutation } from '../../../__generated__/UpdateVehicleMutation.graphql.ts';
import { useFormMutation, type FormErrorTarget } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation UpdateVehicleMutation($input: UpdateVehicleInput!) {
    updateVehicle(input: $input) {
      vehicle {
        ...VehicleEditScreen_vehicle
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useUpdateVehicleMutation<V extends FieldValues = never>(form?: FormErrorTarget<V>) {
  return useFormMutation<UpdateVehicleMutation, V>(mutation, form);
}
