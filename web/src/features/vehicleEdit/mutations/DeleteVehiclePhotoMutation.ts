// Deletes an uploaded or external photo of the vehicle: the payload's photos no longer hold it.
import { graphql } from 'react-relay';
import type { FieldValues } from 'react-hook-form';
import type { DeleteVehiclePhotoMutation } from '../../../__generated__/DeleteVehiclePhotoMutation.graphql.ts';
import { useFormMutation, type FormErrorTarget } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation DeleteVehiclePhotoMutation($input: DeleteVehiclePhotoInput!) {
    deleteVehiclePhoto(input: $input) {
      vehicle {
        id
        ...VehiclePhotos_vehicle
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useDeleteVehiclePhotoMutation<V extends FieldValues = never>(
  form?: FormErrorTarget<V>,
) {
  return useFormMutation<DeleteVehiclePhotoMutation, V>(mutation, form);
}
