// Makes, models and trims to filter by: GET /api/vehicle/getFiltersCanam?make=a,b&model=c.
import DataLoader from 'dataloader';
import type { VehicleFiltersDto } from '@canam/domain/rest/vehicle';
import type { RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';

export interface VehicleFiltersKey {
  make: readonly string[];
  model: readonly string[];
}

export type VehicleFiltersLoader = DataLoader<VehicleFiltersKey, VehicleFiltersDto, string>;

export function createVehicleFiltersLoader(rest: RestClient): VehicleFiltersLoader {
  return new DataLoader(
    (keys) =>
      Promise.all(
        keys.map((key) =>
          graphQLErrors(() =>
            rest.get<VehicleFiltersDto>('/api/vehicle/getFiltersCanam', {
              make: key.make.join(','),
              model: key.model.join(','),
            }),
          ),
        ),
      ),
    { cacheKeyFn: (key) => JSON.stringify([key.make, key.model]) },
  );
}
