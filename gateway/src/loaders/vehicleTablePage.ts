// Pages of the super admin vehicle table (GET /api/vehicle/getForTable), keyed by their query:
// each row is a staff VehicleDto with its record counts, counted by the api in the page's one
// query. Only super admins and admins may read it: the api's 403 becomes FORBIDDEN (perKey.ts).
import type DataLoader from 'dataloader';
import type { Paged } from '@canam/domain/rest/paged';
import type {
  SortOrder,
  VehicleTableRowDto,
  VehicleTableSort,
} from '@canam/domain/rest/vehicleTable';
import type { RestClient } from '../rest/client.ts';
import { perKeyLoader, queryKey } from './perKey.ts';

export interface VehicleTablePageKey {
  search?: string;
  resourcesPerPage: number;
  page: number;
  sort?: VehicleTableSort;
  order?: SortOrder;
}

export type VehicleTablePageLoader = DataLoader<
  VehicleTablePageKey,
  Paged<VehicleTableRowDto>,
  string
>;

export function createVehicleTablePageLoader(rest: RestClient): VehicleTablePageLoader {
  return perKeyLoader(
    (params) => rest.get<Paged<VehicleTableRowDto>>('/api/vehicle/getForTable', { ...params }),
    (params) => queryKey('getForTable', params),
  );
}
