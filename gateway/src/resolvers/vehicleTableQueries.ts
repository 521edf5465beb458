// Query.vehicleTable: the super admin vehicle table, ONE REST call per page
// (GET /api/vehicle/getForTable), its rows carrying their record counts. FORBIDDEN for anyone but
// super admins and admins: a guest at once, anyone else by the api's 403.
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { SortOrder, VehicleTableSort } from '@canam/domain/rest/vehicleTable';
import type {
  QueryResolvers,
  SortDirection,
  VehicleTableOrder,
  VehicleTableSortField,
} from '../__generated__/resolvers-types.ts';
import type { VehicleTablePageKey } from '../loaders/vehicleTablePage.ts';
import { connectionFromPage, pageRequestFor } from '../relay/connection.ts';
import { refuseGuests } from './recordKeepers.ts';
import { vehicleTableSlice } from '../models/vehicle.ts';

const SORTS: Record<VehicleTableSortField, VehicleTableSort> = {
  VIN: 'vinNumber',
  STOCK_NUMBER: 'stockNumber',
  AGENT: 'agent',
};

const ORDERS: Record<SortDirection, SortOrder> = { ASC: 'asc', DESC: 'desc' };

/** getForTable's sort and order; none without orderBy (the api then lists the newest first). */
function tableSort(orderBy: VehicleTableOrder | null | undefined) {
  if (!orderBy) return {};
  return { sort: SORTS[orderBy.field], order: ORDERS[orderBy.direction ?? 'ASC'] };
}

export const vehicleTableQueries: Pick<QueryResolvers, 'vehicleTable'> = {
  async vehicleTable(_root, { search, orderBy, first, after }, { loaders, credentials }) {
    refuseGuests(credentials);
    const request = pageRequestFor(first, after, TABLE_PAGE_SIZE);
    const key: VehicleTablePageKey = {
      search: search?.trim() || undefined,
      resourcesPerPage: request.pageSize,
      page: request.page,
      ...tableSort(orderBy),
    };
    return vehicleTableSlice(connectionFromPage(await loaders.vehicleTablePage.load(key), request));
  },
};
