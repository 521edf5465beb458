// GET /api/vehicle/findVehicle takes the filters of GET /api/vehicle (without paging) and answers
// the one vehicle the caller may see that matches them: 200 VehicleDto, or one of the messages
// below (400 without a filter that narrows the search, 404 when none matches, 409 when several do).
import type { z } from 'zod';
import { vehicleQuery, type VehicleQuery } from './vehicle.ts';

export const FIND_VEHICLE_MESSAGES = {
  noFilter: 'At least one filter is required to find a vehicle',
  notFound: 'Vehicle not found',
  ambiguous: 'More than one vehicle matches',
} as const;

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
