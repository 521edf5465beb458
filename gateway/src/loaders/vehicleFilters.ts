// Makes, models and trims to filter by: GET /api/vehicle/getFiltersCanam?make=a,b&model=c.
import type DataLoader from 'dataloader';
import type { VehicleFiltersDto } from '@canam/domain/rest/vehicle';
import type { RestClient } from '../rest/client.ts';
import { perKeyLoader } from './perKey.ts';

export interface VehicleFiltersKey {
  make: readonly string[];
  model: readonly string[];
}

export type VehicleFiltersLoader = DataLoader<VehicleFiltersKey, VehicleFiltersDto, string>;

export function createVehicleFiltersLoader(rest: RestClient): VehicleFiltersLoader {
  return perKeyLoader(
    (key) =>
      rest.get<VehicleFiltersDto>('/api/vehicle/getFiltersCanam', {
        make: key.make.join(','),
        model: key.model.join(','),
      }),
    (key) => JSON.stringify([key.make, key.model]),
  );
}
