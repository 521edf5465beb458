// Vehicles of the public inventory by database id, as the api's public list answers the caller
// (prices only to those who may see them, never staff fields): every id asked for during one
// request goes out as ONE call, GET /api/vehicle/public?vehicleId=1,2&resourcesPerPage=n. Not
// primed into vehicleById: for staff the public answer lacks what they may see.
import DataLoader from 'dataloader';
import { MAX_PAGE_SIZE } from '@canam/domain/constants';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type { RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';

export type PublicVehicleByIdLoader = DataLoader<number, VehicleDto | null>;

export function createPublicVehicleByIdLoader(rest: RestClient): PublicVehicleByIdLoader {
  return new DataLoader(
    (ids) =>
      graphQLErrors(async () => {
        const page = await rest.get<Paged<VehicleDto>>('/api/vehicle/public', {
          vehicleId: ids.join(','),
          resourcesPerPage: ids.length,
        });
        const byId = new Map(page.data.map((vehicle) => [vehicle.id, vehicle]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
    { maxBatchSize: MAX_PAGE_SIZE },
  );
}
