// Keep as draft (Draft) or Complete (ReadyToSell); Complete is refused with VEHICLE_INCOMPLETE while fields are missing.
import { graphql } from 'react-relay';
import type { FieldValues } from 'react-hook-form';
import type { SetVehicleStatusMutation } from '../../../__generated__/SetVehicleStatusMutation.graphql.ts';
import { useFormMutation, type FormErrorTarget } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation SetVehicleStatusMutation($input: SetVehicleStatusInput!) {
    setVehicleStatus(input: $input) {
      vehicle {
        id
        status
        missingForSale
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useSetVehicleStatusMutation<V extends FieldValues = never>(
  form?: FormErrorTarget<V>,
) {
  return useFormMutation<SetVehicleStatusMutation, V>(mutation, form);
}
