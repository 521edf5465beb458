// Vehicles by database id: every id asked for during one request goes out as ONE call,
// GET /api/vehicle?vehicleId=1,2,3&fullInventory=1&resourcesPerPage=n, answered in key order.
import DataLoader from 'dataloader';
import { MAX_PAGE_SIZE } from '@canam/domain/constants';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type { QueryParams, RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';

export type VehicleByIdLoader = DataLoader<number, VehicleDto | null>;

/** Vehicles by id from one call of a vehicle list (`path`), answered in key order. */
export function createVehicleListByIdLoader(
  rest: RestClient,
  path: string,
  params: QueryParams = {},
): VehicleByIdLoader {
  return new DataLoader(
    (ids) =>
      graphQLErrors(async () => {
        const page = await rest.get<Paged<VehicleDto>>(path, {
          vehicleId: ids.join(','),
          ...params,
          resourcesPerPage: ids.length,
        });
        const byId = new Map(page.data.map((vehicle) => [vehicle.id, vehicle]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
    { maxBatchSize: MAX_PAGE_SIZE },
  );
}

export function createVehicleByIdLoader(rest: RestClient): VehicleByIdLoader {
  return createVehicleListByIdLoader(rest, '/api/vehicle', { fullInventory: 1 });
}
