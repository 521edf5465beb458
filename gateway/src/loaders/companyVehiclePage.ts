// Pages of the client vehicles table (GET /api/client/vehicles, clients only), keyed by their
// query: one row per vehicle and user of the client's own company. The api's 403 becomes
// FORBIDDEN (perKey.ts).
import type DataLoader from 'dataloader';
import type { ClientVehicleRowDto, ClientVehicleState } from '@canam/domain/rest/clientVehicles';
import type { Paged } from '@canam/domain/rest/paged';
import type { RestClient } from '../rest/client.ts';
import { perKeyLoader, queryKey } from './perKey.ts';

export interface CompanyVehiclePageKey {
  search?: string;
  state?: ClientVehicleState;
  userId?: number;
  page: number;
  resourcesPerPage: number;
}

export type CompanyVehiclePageLoader = DataLoader<
  CompanyVehiclePageKey,
  Paged<ClientVehicleRowDto>,
  string
>;

export function createCompanyVehiclePageLoader(rest: RestClient): CompanyVehiclePageLoader {
  return perKeyLoader(
    (params) => rest.get<Paged<ClientVehicleRowDto>>('/api/client/vehicles', { ...params }),
    (params) => queryKey('client/vehicles', params),
  );
}
