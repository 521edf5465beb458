// Pages of vehicles, keyed by the serialized REST query: GET /api/vehicle or /api/vehicle/public.
// Each vehicle of a page also primes vehicleById, so node() of a listed vehicle costs nothing.
import DataLoader from 'dataloader';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto, VehicleQueryParams } from '@canam/domain/rest/vehicle';
import type { RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';
import type { VehicleByIdLoader } from './vehicleById.ts';

export interface VehiclePageKey {
  audience: 'catalogue' | 'public';
  params: VehicleQueryParams;
}

export type VehiclePageLoader = DataLoader<VehiclePageKey, Paged<VehicleDto>, string>;

const PATHS = { catalogue: '/api/vehicle', public: '/api/vehicle/public' } as const;

export function serializePageKey(key: VehiclePageKey): string {
  const entries = Object.entries(key.params)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([key.audience, entries]);
}

export function createVehiclePageLoader(
  rest: RestClient,
  vehicleById: VehicleByIdLoader,
): VehiclePageLoader {
  return new DataLoader(
    (keys) =>
      Promise.all(
        keys.map((key) =>
          graphQLErrors(async () => {
            const page = await rest.get<Paged<VehicleDto>>(PATHS[key.audience], { ...key.params });
            for (const vehicle of page.data) vehicleById.prime(vehicle.id, vehicle);
            return page;
          }),
        ),
      ),
    { cacheKeyFn: serializePageKey },
  );
}
