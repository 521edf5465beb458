// Pages of vehicles, keyed by the serialized REST query: GET /api/vehicle or /api/vehicle/public.
// Each vehicle of a page also primes vehicleById, so node() of a listed vehicle costs nothing.
import type DataLoader from 'dataloader';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto, VehicleQueryParams } from '@canam/domain/rest/vehicle';
import type { QueryParams, RestClient } from '../rest/client.ts';
import { perKeyLoader, queryKey } from './perKey.ts';
import type { VehicleByIdLoader } from './vehicleById.ts';

export interface VehiclePageKey {
  audience: 'catalogue' | 'public';
  params: VehicleQueryParams;
}

export type VehiclePageLoader = DataLoader<VehiclePageKey, Paged<VehicleDto>, string>;

const PATHS = { catalogue: '/api/vehicle', public: '/api/vehicle/public' } as const;

export function serializePageKey(key: VehiclePageKey): string {
  return queryKey(key.audience, key.params);
}

/** A page of vehicles from any list of the api, each vehicle primed into vehicleById. */
export async function fetchVehiclePage(
  rest: RestClient,
  vehicleById: VehicleByIdLoader,
  path: string,
  params: QueryParams,
): Promise<Paged<VehicleDto>> {
  const page = await rest.get<Paged<VehicleDto>>(path, params);
  for (const vehicle of page.data) vehicleById.prime(vehicle.id, vehicle);
  return page;
}

export function createVehiclePageLoader(
  rest: RestClient,
  vehicleById: VehicleByIdLoader,
): VehiclePageLoader {
  return perKeyLoader(
    (key) => fetchVehiclePage(rest, vehicleById, PATHS[key.audience], { ...key.params }),
    serializePageKey,
  );
}
