// Registering a VIN from the VIN form: the vehicle goes to the caller; a refused VIN is said at
// the field (the api's reason), a failed request in the specification's warning toast.
import type { UseFormSetError } from 'react-hook-form';
import type {
  RegisterVehicleMutation,
  RegisterVehicleMutation$data,
} from '../../__generated__/RegisterVehicleMutation.graphql.ts';
import { useFormMutation } from '../../relay/useFormMutation.ts';
import { registerVehicleMutation } from './mutations/RegisterVehicleMutation.ts';
import { REGISTRY_TEXTS } from './registryTexts.ts';
import { toastWarning } from './registryToasts.ts';

export interface VinFormValues {
  vin: string;
}

export type RegisterVehiclePayload = RegisterVehicleMutation$data['registerVehicle'];
export type RegisteredVehicle = NonNullable<RegisterVehiclePayload['vehicle']>;

const FIELDS = ['vin'] as const;

export function useRegisterVehicle(
  setError: UseFormSetError<VinFormValues>,
  onRegistered: (vehicle: RegisteredVehicle, payload: RegisterVehiclePayload) => void,
) {
  const [commit, registering] = useFormMutation<RegisterVehicleMutation, VinFormValues>(
    registerVehicleMutation,
    { setError, fields: FIELDS },
  );
  const register = (vin: string) =>
    commit(
      { vin },
      {
        onCompleted: (payload) => {
          if (payload.vehicle && payload.userErrors.length === 0) {
            onRegistered(payload.vehicle, payload);
            return;
          }
          // A refusal that names no field is still about the VIN, the form's only field.
          const other = payload.userErrors.find((error) => error.field !== 'vin');
          if (other) setError('vin', { message: other.message });
          else if (payload.userErrors.length === 0) toastWarning(REGISTRY_TEXTS.notRegistered);
        },
        onError: () => toastWarning(REGISTRY_TEXTS.notRegistered),
      },
    );
  return [register, registering] as const;
}
