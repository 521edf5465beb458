// One vehicle by VIN or stock number, as the viewer may see it: GET /api/vehicle?vinNumber=<vin>
// &resourcesPerPage=1 (the api matches either, in any case). The api has no multi-VIN lookup, so
// each distinct key is one call; the answer primes vehicleById.
import type DataLoader from 'dataloader';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type { RestClient } from '../rest/client.ts';
import { perKeyLoader } from './perKey.ts';
import type { VehicleByIdLoader } from './vehicleById.ts';
import { fetchVehiclePage } from './vehiclePage.ts';

export type VehicleByVinLoader = DataLoader<string, VehicleDto | null, string>;

export function createVehicleByVinLoader(
  rest: RestClient,
  vehicleById: VehicleByIdLoader,
): VehicleByVinLoader {
  return perKeyLoader(
    async (vin) => {
      const page = await fetchVehiclePage(rest, vehicleById, '/api/vehicle', {
        vinNumber: vin,
        resourcesPerPage: 1,
      });
      return page.data[0] ?? null;
    },
    (vin) => vin.trim().toUpperCase(),
  );
}
