// REST contract of GET /api/vehicle/getForTable (specification 001, sections 2, 3 and 7): the
// super admin vehicle table. Every vehicle whatever its status, searched over VIN, stock number
// and agent name, sorted by VIN, stock number or agent. A row is the staff VehicleDto (the
// specification's row: id, vinNumber{vinNumber}, stockNumber, user{firstName,lastName}) with its
// record counts, counted in the page's one query. PUT /api/vehicle/agent: the table's inline agent
// box (docs/decisions.md).
import { z } from 'zod';
import { MAX_PAGE_SIZE, TABLE_PAGE_SIZE } from '../constants.ts';
import { MAX_PAGE, databaseId, wholeNumber } from './ids.ts';
import { paged } from './paged.ts';
import { blankToUndefined, optionalParam } from './params.ts';
import { vehicleDto } from './vehicle.ts';
import { vehicleRecordCounts } from './vehicleRecords.ts';

export const VEHICLE_TABLE_SORTS = ['vinNumber', 'stockNumber', 'agent'] as const;
export type VehicleTableSort = (typeof VEHICLE_TABLE_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const vehicleTableQuery = z.object({
  /** Text found in the VIN, the stock number or the agent's first, last or nick name. */
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  ),
  resourcesPerPage: optionalParam(wholeNumber('resourcesPerPage', 1, MAX_PAGE_SIZE)).transform(
    (value) => value ?? TABLE_PAGE_SIZE,
  ),
  page: optionalParam(wholeNumber('page', 1, MAX_PAGE)).transform((value) => value ?? 1),
  /** Without it: the newest registered vehicles first. */
  sort: optionalParam(
    z.enum(VEHICLE_TABLE_SORTS, { error: 'sort must be vinNumber, stockNumber or agent' }),
  ),
  order: optionalParam(z.enum(SORT_ORDERS, { error: 'order must be asc or desc' })).transform(
    (value) => value ?? 'asc',
  ),
});
export type VehicleTableQuery = z.output<typeof vehicleTableQuery>;

export const vehicleTableRow = vehicleDto
  .extend(vehicleRecordCounts.shape)
  .meta({ id: 'VehicleTableRow' });
export type VehicleTableRowDto = z.output<typeof vehicleTableRow>;

export const vehicleTablePage = paged(vehicleTableRow);

export const ASSIGN_AGENT_MESSAGES = {
  notAgent: 'The agent must be an active user with the agent role',
} as const;

/**
 * PUT /api/vehicle/agent: the table's inline agent box makes `userId` (an active agent) the
 * vehicle's owning agent; answers the vehicle as a table row.
 */
export const assignAgentBody = z.object({
  vehicleId: databaseId('vehicleId'),
  userId: databaseId('userId'),
});
export type AssignAgentBody = z.input<typeof assignAgentBody>;
