// One vehicle by VIN or stock number, as the viewer may see it: GET /api/vehicle?vinNumber=<vin>
// &resourcesPerPage=1 (the api matches either, in any case). The api has no multi-VIN lookup, so
// each distinct key is one call; the answer primes vehicleById.
import DataLoader from 'dataloader';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type { RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';
import type { VehicleByIdLoader } from './vehicleById.ts';

export type VehicleByVinLoader = DataLoader<string, VehicleDto | null, string>;

export function createVehicleByVinLoader(
  rest: RestClient,
  vehicleById: VehicleByIdLoader,
): VehicleByVinLoader {
  return new DataLoader(
    (vins) =>
      Promise.all(
        vins.map((vin) =>
          graphQLErrors(async () => {
            const page = await rest.get<Paged<VehicleDto>>('/api/vehicle', {
              vinNumber: vin,
              resourcesPerPage: 1,
            });
            const vehicle = page.data[0] ?? null;
            if (vehicle) vehicleById.prime(vehicle.id, vehicle);
            return vehicle;
          }),
        ),
      ),
    { cacheKeyFn: (vin) => vin.trim().toUpperCase() },
  );
}
