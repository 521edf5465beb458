// Pages of vehicles with negotiations or sales: a dealer's tabs (GET /api/vehicle/getOffersByUser),
// the staff offers screens (GET /api/vehicle/getVehiclesOffers) and purchases
// (GET /api/vehiclesSales). Each listed vehicle primes vehicleById.
import DataLoader from 'dataloader';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type { QueryParams, RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';
import type { VehicleByIdLoader } from './vehicleById.ts';

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

function serialize(key: OfferVehiclePageKey): string {
  const entries = Object.entries(key.params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([key.source, entries]);
}

export function createOfferVehiclePageLoader(
  rest: RestClient,
  vehicleById: VehicleByIdLoader,
): OfferVehiclePageLoader {
  return new DataLoader(
    (keys) =>
      Promise.all(
        keys.map((key) =>
          graphQLErrors(async () => {
            const page = await rest.get<Paged<VehicleDto>>(OFFER_VEHICLE_PATHS[key.source], {
              ...key.params,
            });
            for (const vehicle of page.data) vehicleById.prime(vehicle.id, vehicle);
            return page;
          }),
        ),
      ),
    { cacheKeyFn: serialize },
  );
}
