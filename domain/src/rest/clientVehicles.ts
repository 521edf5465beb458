// REST contract of GET /api/client/vehicles, the client vehicles table of
// /buyer/client/vehicles/table (docs/decisions.md, "The client vehicles table"): every vehicle a
// user of the client's own company negotiated or bought, one row per (vehicle, user), with where
// it stands. Clients only; the company always comes from the caller's profile.
import { z } from 'zod';
import { MAX_PAGE_SIZE, TABLE_PAGE_SIZE } from '../constants.ts';
import { id, isoDate, money, personName } from './fields.ts';
import { MAX_PAGE, databaseId, wholeNumber } from './ids.ts';
import { paged } from './paged.ts';
import { blankToUndefined, optionalParam } from './params.ts';

/**
 * Where a (vehicle, user) row stands: `waiting` the staff answered and the dealer's answer is
 * due; `offered` the dealer's offer waits for the staff; `expired` the negotiation expired or
 * closed without a sale to the company; `purchased` the user bought it.
 */
export const CLIENT_VEHICLE_STATES = ['waiting', 'offered', 'expired', 'purchased'] as const;
export type ClientVehicleState = (typeof CLIENT_VEHICLE_STATES)[number];

export const clientVehiclesQuery = z.object({
  /** Text found in the VIN, stock number, make, model or the user's name. */
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  ),
  state: optionalParam(
    z.enum(CLIENT_VEHICLE_STATES, {
      error: 'state must be waiting, offered, expired or purchased',
    }),
  ),
  /** One user of the company. */
  userId: optionalParam(databaseId('userId')),
  page: optionalParam(wholeNumber('page', 1, MAX_PAGE)).transform((value) => value ?? 1),
  resourcesPerPage: optionalParam(wholeNumber('resourcesPerPage', 1, MAX_PAGE_SIZE)).transform(
    (value) => value ?? TABLE_PAGE_SIZE,
  ),
});
export type ClientVehiclesQuery = z.output<typeof clientVehiclesQuery>;

export const clientVehicleRow = z
  .object({
    /** The vehicle's id (GET /api/vehicle and the graph's Vehicle give the rest). */
    vehicleId: id,
    vinNumber: z.string(),
    stockNumber: z.string().nullable(),
    year: z.number().int().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    trim: z.string().nullable(),
    user: z.object({ id, ...personName.shape }),
    state: z.enum(CLIENT_VEHICLE_STATES),
    /** The last offer of the chain: who made it (client or provider side), how much, when. */
    lastOffer: z
      .object({ side: z.enum(['client', 'provider']), offerPrice: money, registerDate: isoDate })
      .nullable(),
    /** When the negotiation expires (active ones). */
    expiresAt: isoDate.nullable(),
    /** The sale's price and date (purchased rows). */
    salePrice: money.nullable(),
    purchaseDate: isoDate.nullable(),
    /** The newest activity of the row, which the table sorts by. */
    updatedAt: isoDate,
  })
  .meta({ id: 'ClientVehicleRow' });
export type ClientVehicleRowDto = z.output<typeof clientVehicleRow>;
export const clientVehiclePage = paged(clientVehicleRow);
