// The calls that register and change a vehicle (domain/src/rest/vehicleIntake.ts): register a VIN,
// edit its fields or status, sell it, save its price and the money received. Not cached; they
// throw the REST client's HttpError as it is, so the mutations turn the api's refusals into
// userErrors.
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type {
  ReceivedPriceBody,
  RegisterVehicleBody,
  RegisteredVehicleDto,
  SellVehicleBody,
  VehiclePriceBody,
  VehicleUpdateBody,
} from '@canam/domain/rest/vehicleIntake';
import type { RestClient } from '../rest/client.ts';

export function createVehicleIntakeActions(rest: RestClient) {
  return {
    register: (body: RegisterVehicleBody) => rest.post<RegisteredVehicleDto>('/api/vehicle', body),
    /** Fields (`vehicle`) or a status; answers the vehicle as staff see it. */
    update: (body: VehicleUpdateBody) => rest.post<VehicleDto>('/api/vehicle/update', body),
    // These three answer the vehicle as staff see it too.
    sell: (body: SellVehicleBody) => rest.post<VehicleDto>('/api/vehicle/sell', body),
    savePrice: (body: VehiclePriceBody) => rest.put<VehicleDto>('/api/vehicle/price', body),
    saveReceivedPrice: (body: ReceivedPriceBody) =>
      rest.put<VehicleDto>('/api/vehiclesSales/saveReceivedPrice', body),
  };
}

export type VehicleIntakeActions = ReturnType<typeof createVehicleIntakeActions>;
