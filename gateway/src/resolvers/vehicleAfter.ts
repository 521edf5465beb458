// The vehicle as it is after a change, for a mutation's payload: the api's answer when it is the
// vehicle (primed, so the rest of the request reads the same), else read anew. Either way the
// Vehicle's global id is the one every other query gives it, so Relay updates the same record.
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type { GatewayContext } from '../context.ts';
import { vehicleModel, type VehicleModel } from '../models/vehicle.ts';

export async function vehicleAfter(
  context: GatewayContext,
  vehicleId: number,
  answered?: VehicleDto,
): Promise<VehicleModel | null> {
  const { vehicleById } = context.loaders;
  vehicleById.clear(vehicleId);
  if (answered) {
    vehicleById.prime(vehicleId, answered);
    return vehicleModel(answered);
  }
  return vehicleModel(await vehicleById.load(vehicleId));
}
