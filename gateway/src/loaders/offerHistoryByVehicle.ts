// The negotiations on a vehicle the viewer may see (GET /api/vehicle/getOfferHistory?vehicleId=),
// one call per vehicle and request, made only when a field asks for them. A refusal (a guest, a
// vehicle the viewer may not see) is an empty list.
import DataLoader from 'dataloader';
import type { OfferHistoryDto } from '@canam/domain/rest/offers';
import type { RestClient } from '../rest/client.ts';
import { refusedAsNull } from './refusedAsNull.ts';

export type OfferHistoryByVehicleLoader = DataLoader<number, OfferHistoryDto[]>;

export function createOfferHistoryByVehicleLoader(rest: RestClient): OfferHistoryByVehicleLoader {
  return new DataLoader((vehicleIds) =>
    Promise.all(
      vehicleIds.map(async (vehicleId) => {
        if (!rest.credentials.accessToken) return [];
        const chains = await refusedAsNull(() =>
          rest.get<OfferHistoryDto[]>('/api/vehicle/getOfferHistory', { vehicleId }),
        );
        return chains ?? [];
      }),
    ),
  );
}
