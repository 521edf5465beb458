// GET /api/vehicle/findVehicle: the catalogue filters of GET /api/vehicle without paging, at
// least one of which must narrow the search (else 400 with FIND_VEHICLE_MESSAGES.noFilter).
import type { z } from 'zod';
import { FIND_VEHICLE_MESSAGES } from '@canam/domain/rest/vehicle';
import { vehicleQuery, type VehicleQuery } from './vehicle.ts';

/**
 * Filters that narrow the catalogue when given. Not here: fullInventory (it widens), paging, and
 * trackingStatus, mainOfferId and new, which the catalogue accepts but does not filter by.
 */
const NARROWING_FILTERS = [
  'search',
  'vinNumber',
  'location',
  'make',
  'model',
  'trim',
  'transmissionType',
  'year1',
  'year2',
  'mile1',
  'mile2',
  'price1',
  'price2',
  'releaseDate1',
  'releaseDate2',
  'status',
  'agent',
  'client',
  'vehicleId',
  'saleDateFrom',
  'saleDateTo',
] as const satisfies readonly (keyof VehicleQuery)[];

const given = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined);

/** Whether a parsed catalogue query narrows the catalogue at all. */
export function narrowsCatalogue(query: Omit<VehicleQuery, 'page' | 'resourcesPerPage'>): boolean {
  return (
    NARROWING_FILTERS.some((name) => given(query[name])) ||
    !query.published ||
    !query.noPublished ||
    query.needPricing
  );
}

export const findVehicleQuery = vehicleQuery
  .omit({ resourcesPerPage: true, page: true })
  .refine(narrowsCatalogue, FIND_VEHICLE_MESSAGES.noFilter);

export type FindVehicleQuery = z.output<typeof findVehicleQuery>;
