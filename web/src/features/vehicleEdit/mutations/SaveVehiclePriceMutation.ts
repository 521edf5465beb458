// The edit screen's price save: published, price and reserved price.
import { graphql } from 'react-relay';
import type { FieldValues } from 'react-hook-form';
import type { SaveVehiclePriceMutation } from '../../../__generated__/SaveVehiclePriceMutation.graphql.ts';
import { useFormMutation, type FormErrorTarget } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation SaveVehiclePriceMutation($input: SaveVehiclePriceInput!) {
    saveVehiclePrice(input: $input) {
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

export function useSaveVehiclePriceMutation<V extends FieldValues = never>(
  form?: FormErrorTarget<V>,
) {
  return useFormMutation<SaveVehiclePriceMutation, V>(mutation, form);
}
