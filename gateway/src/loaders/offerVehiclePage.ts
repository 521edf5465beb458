// Pages of vehicles with negotiations or sales: a dealer's tabs (GET /api/vehicle/getOffersByUser),
// the staff offers screens (GET /api/vehicle/getVehiclesOffers) and purchases
// (GET /api/vehiclesSales). Each listed vehicle primes vehicleById.
import type DataLoader from 'dataloader';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type { QueryParams, RestClient } from '../rest/client.ts';
import { perKeyLoader, queryKey } from './perKey.ts';
import type { VehicleByIdLoader } from './vehicleById.ts';
import { fetchVehiclePage } from './vehiclePage.ts';

export const OFFER_VEHICLE_PATHS = {
  byUser: '/api/vehicle/getOffersByUser',
  staff: '/api/vehicle/getVehiclesOffers',
  purchases: '/api/vehiclesSales',
} as const;

export interface OfferVehiclePageKey {
  source: keyof typeof OFFER_VEHICLE_PATHS;
  params: QueryParams;
}

export type OfferVehiclePageLoader = DataLoader<OfferVehiclePageKey, Paged<VehicleDto>, string>;

export function createOfferVehiclePageLoader(
  rest: RestClient,
  vehicleById: VehicleByIdLoader,
): OfferVehiclePageLoader {
  return perKeyLoader(
    (key) => fetchVehiclePage(rest, vehicleById, OFFER_VEHICLE_PATHS[key.source], key.params),
    (key) => queryKey(key.source, key.params),
  );
}
