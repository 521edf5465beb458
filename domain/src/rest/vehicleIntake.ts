// REST contract of how vehicles enter and change (specification 001, sections 2-5, 7 and 9):
// POST /api/vehicle registers a VIN, POST /api/vehicle/update edits or changes the status,
// POST /api/vehicle/sell records a sale, PUT /api/vehicle/price saves the price,
// PUT /api/vehiclesSales/saveReceivedPrice the money received, and the lists the forms read:
// GET /api/vehicle/part, GET /api/user/listAgentClient, GET /api/user/buyers.
//
// Who may call: staff who edit vehicles (editsVehicles: admins and super admins every vehicle, an
// agent only the vehicles it owns; 403 otherwise, checked by the api).
import { z } from 'zod';
import { toCents, fromCents } from '../money.ts';
import type { VehicleStatus } from '../statuses.ts';
import { EQUIPMENT_FLAGS } from '../vehicleEquipment.ts';
import { normalizeVin, vinProblem } from '../vin.ts';
import { id, personName } from './fields.ts';
import { databaseId } from './ids.ts';
import { vehicleDto } from './vehicle.ts';

// Limits of section 5 ---------------------------------------------------------------------------

export const VEHICLE_LIMITS = {
  /** costUsd, price and reserved price, in whole dollars. */
  minAmount: 1,
  maxAmount: 1_000_000,
  minMiles: 1,
  maxMiles: 1_000_000,
  minYear: 1900,
  maxYear: 2050,
  minMakeModel: 2,
  maxMakeModel: 50,
  minCrUrl: 5,
  maxCrUrl: 255,
  maxStockNumber: 50,
  maxLocation: 100,
  maxColor: 50,
  maxTrim: 100,
  /** CAD cost before conversion, in dollars. */
  maxCost: 10_000_000,
  /** CAD per USD. */
  minFx: 0.1,
  maxFx: 10,
} as const;

export const INTAKE_MESSAGES = {
  required: 'This field is required',
  invalid: 'Invalid value',
  registered: 'Vehicle uploaded',
  notRegistered: 'The vehicle could not be registered',
  updated: 'Vehicle updated',
  notUpdated: 'Vehicle not updated',
  priceSaved: 'Vehicle price updated successfully',
  sold: 'Vehicle Sold! It cannot be updated',
  deleted: 'Vehicle deleted! It cannot be updated',
  soldSaved: 'Information saved and vehicle status changed to Sold',
  salePriceRequired: 'This is a required field .',
  saleDateFuture: 'The sale date cannot be after today',
  buyerNotFound: 'The buyer must be an active dealer user of an accepted company',
  incomplete: 'The vehicle cannot be put on sale until these fields are filled:',
  stockNumberTaken: 'Another vehicle already has this stock number',
  notOwner: 'You can only edit the vehicles you own',
  receivedPriceSaved: 'Received price saved',
  notSold: 'The vehicle has not been sold',
  statusNotAllowed: 'This status cannot be set here',
  deleteConfirm: 'Please confirm that you want to delete the item.',
} as const;

// POST /api/vehicle ---------------------------------------------------------------------------

/** A VIN as a request carries it: normalized (no spaces or dashes, upper case), then checked. */
export const vinField = z
  .string({ error: 'The VIN is required' })
  .max(64, 'A VIN has exactly 17 characters')
  .transform((value, ctx) => {
    const vin = normalizeVin(value);
    const problem = vinProblem(vin);
    if (problem === null) return vin;
    ctx.addIssue({ code: 'custom', message: problem, params: { code: 'INVALID_VIN' } });
    return z.NEVER;
  });

export const registerVehicleBody = z.object({ vinNumber: vinField });
export type RegisterVehicleBody = z.input<typeof registerVehicleBody>;

/**
 * Answer of POST /api/vehicle: the vehicle of that VIN (created: false when it already existed,
 * never a second row) and whether the offline decoder knew the VIN.
 */
export const registeredVehicle = z
  .object({ created: z.boolean(), decoded: z.boolean(), vehicle: vehicleDto })
  .meta({ id: 'RegisteredVehicle' });
export type RegisteredVehicleDto = z.output<typeof registeredVehicle>;

// POST /api/vehicle/update --------------------------------------------------------------------

/** Whole dollars or dollars and cents, as a decimal string or number, within [min, max]. */
export function dollars(min: number, max: number) {
  return z
    .union([z.string(), z.number()], { error: INTAKE_MESSAGES.invalid })
    .transform((value, ctx) => {
      const text = String(value).trim();
      if (/^\d{1,9}(\.\d{1,2})?$/.test(text)) {
        const cents = toCents(text);
        if (cents >= min * 100 && cents <= max * 100) return fromCents(cents);
      }
      ctx.addIssue({ code: 'custom', message: INTAKE_MESSAGES.invalid });
      return z.NEVER;
    });
}

const wholeIn = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z
      .number({ error: INTAKE_MESSAGES.invalid })
      .int(INTAKE_MESSAGES.invalid)
      .min(min, INTAKE_MESSAGES.invalid)
      .max(max, INTAKE_MESSAGES.invalid),
  );

const textIn = (min: number, max: number) =>
  z
    .string({ error: INTAKE_MESSAGES.invalid })
    .trim()
    .min(min, min <= 1 ? INTAKE_MESSAGES.required : INTAKE_MESSAGES.invalid)
    .max(max, INTAKE_MESSAGES.invalid);

/** YYYY-MM-DD or an ISO date-time. */
const dateText = z
  .string({ error: INTAKE_MESSAGES.invalid })
  .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, INTAKE_MESSAGES.invalid)
  .refine((text) => !Number.isNaN(new Date(text).getTime()), INTAKE_MESSAGES.invalid);

/**
 * The `vehicle` part (JSON) of POST /api/vehicle/update: what the registry's steps 1 and 2 edit.
 * Every field is optional so that step 2 sends only equipment, colour and transmission; a field
 * that is present obeys section 5. null clears an optional field (trim, crUrl, releaseDate).
 */
export const vehicleFields = z
  .object({
    stockNumber: textIn(1, VEHICLE_LIMITS.maxStockNumber),
    releaseDate: dateText.nullable(),
    /** The owning agent (an active agent). */
    userId: databaseId('userId'),
    /** An export location's name (GET /api/user/listAgentClient). */
    location: textIn(1, VEHICLE_LIMITS.maxLocation),
    crUrl: textIn(VEHICLE_LIMITS.minCrUrl, VEHICLE_LIMITS.maxCrUrl).nullable(),
    /** CAD cost and the CAD-per-USD rate; costUsd is (cost + 2500) / fx when both are given. */
    cost: dollars(0, VEHICLE_LIMITS.maxCost),
    fx: z
      .union([z.string(), z.number()], { error: INTAKE_MESSAGES.invalid })
      .transform((value, ctx) => {
        const rate = Number(String(value).trim());
        if (
          /^\d+(\.\d{1,4})?$/.test(String(value).trim()) &&
          rate >= VEHICLE_LIMITS.minFx &&
          rate <= VEHICLE_LIMITS.maxFx
        )
          return rate.toFixed(4);
        ctx.addIssue({ code: 'custom', message: INTAKE_MESSAGES.invalid });
        return z.NEVER;
      }),
    costUsd: dollars(VEHICLE_LIMITS.minAmount, VEHICLE_LIMITS.maxAmount),
    price: dollars(VEHICLE_LIMITS.minAmount, VEHICLE_LIMITS.maxAmount),
    color: textIn(1, VEHICLE_LIMITS.maxColor),
    miles: wholeIn(VEHICLE_LIMITS.minMiles, VEHICLE_LIMITS.maxMiles),
    year: wholeIn(VEHICLE_LIMITS.minYear, VEHICLE_LIMITS.maxYear),
    make: textIn(VEHICLE_LIMITS.minMakeModel, VEHICLE_LIMITS.maxMakeModel),
    model: textIn(VEHICLE_LIMITS.minMakeModel, VEHICLE_LIMITS.maxMakeModel),
    trim: textIn(1, VEHICLE_LIMITS.maxTrim).nullable(),
    transmissionType: z.enum(['Manual', 'Automatic', 'CVT'], { error: INTAKE_MESSAGES.invalid }),
    /** The equipment the vehicle has; flags not listed are false. */
    equipment: z.array(z.enum(EQUIPMENT_FLAGS, { error: INTAKE_MESSAGES.invalid })).max(21),
  })
  .partial()
  .strict();
export type VehicleFields = z.output<typeof vehicleFields>;
export type VehicleFieldsInput = z.input<typeof vehicleFields>;

/** Statuses POST /api/vehicle/update sets by itself (Sold goes through vehicle/sell). */
export const SETTABLE_STATUSES = [
  'Draft',
  'ReadyToSell',
  'InStock',
  'Inactive',
] as const satisfies readonly VehicleStatus[];

/**
 * The fields of POST /api/vehicle/update (multipart, specification section 7, or JSON): `id` and
 * `vehicle` (the fields above as JSON text, or an object in JSON) with stockNumber, releaseDate,
 * userId, location, marketPlace and crUrl as parts of their own; or `id` and `status` alone.
 * Answers the vehicle as staff see it. A Sold or Inactive vehicle answers 409 VEHICLE_SOLD or
 * VEHICLE_DELETED with the texts above; ReadyToSell on an incomplete vehicle 409
 * VEHICLE_INCOMPLETE naming the missing fields.
 */
export const vehicleUpdateBody = z.union([
  z.object({
    id: databaseId('id'),
    status: z.enum(SETTABLE_STATUSES, { error: INTAKE_MESSAGES.statusNotAllowed }),
  }),
  z.object({
    id: databaseId('id'),
    vehicle: vehicleFields,
    marketPlace: z.unknown().optional(),
  }),
]);
export type VehicleUpdateBody = z.input<typeof vehicleUpdateBody>;

/** The fields a vehicle needs before it may be ReadyToSell or InStock (and their labels). */
export const REQUIRED_FOR_SALE = {
  stockNumber: 'Stock number',
  userId: 'Agent',
  location: 'Location',
  costUsd: 'Cost in USD',
  price: 'Price',
  color: 'Colour',
  miles: 'Miles',
  year: 'Year',
  make: 'Make',
  model: 'Model',
} as const;
export type RequiredForSale = keyof typeof REQUIRED_FOR_SALE;

/** The fields of REQUIRED_FOR_SALE this vehicle lacks (empty when it may go on sale). */
export function missingForSale(vehicle: {
  stockNumber: string | null;
  usersId: number | null;
  location: string | null;
  vehicleCostDetail: { costUsd: string | null; price: string | null } | null;
  vehicleInformation: { color: string | null; miles: number | null };
  vinNumber: { year: number | null; make: string | null; model: string | null };
}): RequiredForSale[] {
  const present: Record<RequiredForSale, boolean> = {
    stockNumber: Boolean(vehicle.stockNumber),
    userId: vehicle.usersId !== null,
    location: Boolean(vehicle.location),
    costUsd: Number(vehicle.vehicleCostDetail?.costUsd ?? 0) > 0,
    price: Number(vehicle.vehicleCostDetail?.price ?? 0) > 0,
    color: Boolean(vehicle.vehicleInformation.color),
    miles: (vehicle.vehicleInformation.miles ?? 0) > 0,
    year: vehicle.vinNumber.year !== null,
    make: Boolean(vehicle.vinNumber.make),
    model: Boolean(vehicle.vinNumber.model),
  };
  return (Object.keys(REQUIRED_FOR_SALE) as RequiredForSale[]).filter((key) => !present[key]);
}

// POST /api/vehicle/sell, PUT /api/vehicle/price, PUT /api/vehiclesSales/saveReceivedPrice ----

/**
 * The sale information modal: price non-zero, a buyer (an active dealer user of an accepted
 * company, GET /api/user/buyers), the date at most today. The vehicle becomes Sold, its open
 * negotiations close, the buyer is told as for any sale.
 */
export const sellVehicleBody = z.object({
  vehiclesId: databaseId('vehiclesId'),
  price: z
    .union([z.string(), z.number()], { error: INTAKE_MESSAGES.salePriceRequired })
    .transform((value, ctx) => {
      const text = String(value).trim();
      if (/^\d{1,9}(\.\d{1,2})?$/.test(text) && toCents(text) > 0 && toCents(text) <= 100_000_000)
        return fromCents(toCents(text));
      ctx.addIssue({ code: 'custom', message: INTAKE_MESSAGES.salePriceRequired });
      return z.NEVER;
    }),
  buyer: databaseId('buyer'),
  /** YYYY-MM-DD, at most today (the api's clock, US Eastern). */
  registerDate: z
    .string({ error: INTAKE_MESSAGES.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, INTAKE_MESSAGES.invalid),
});
export type SellVehicleBody = z.input<typeof sellVehicleBody>;

/** The price save of the edit screen (typeCurrency is always USD). */
export const vehiclePriceBody = z.object({
  vehicleId: databaseId('vehicleId'),
  published: z.boolean({ error: INTAKE_MESSAGES.invalid }),
  price: dollars(VEHICLE_LIMITS.minAmount, VEHICLE_LIMITS.maxAmount),
  typeCurrency: z.literal('USD', { error: 'The currency must be USD' }).default('USD'),
  reservedPrice: dollars(0, VEHICLE_LIMITS.maxAmount).nullable().optional(),
});
export type VehiclePriceBody = z.input<typeof vehiclePriceBody>;

/** What the seller actually received for a sold vehicle (0 up to 1,000,000). */
export const receivedPriceBody = z.object({
  vehiclesId: databaseId('vehiclesId'),
  receivedPrice: dollars(0, VEHICLE_LIMITS.maxAmount),
});
export type ReceivedPriceBody = z.input<typeof receivedPriceBody>;

// Lists the forms read ------------------------------------------------------------------------

/** GET /api/vehicle/part: the parts a photo may show. */
export const vehicleParts = z.array(z.object({ id, name: z.string() }).meta({ id: 'VehiclePart' }));
export type VehiclePartDto = z.output<typeof vehicleParts>[number];

/**
 * GET /api/user/listAgentClient: the active agents with the export location each ships from; the
 * edit form's location list is the export locations (exportLocations, every one of them).
 */
export const agentClientList = z
  .object({
    agents: z.array(
      z.object({
        id,
        ...personName.shape,
        nickname: z.string().nullable(),
        exportLocation: z.object({ id, name: z.string() }).nullable(),
      }),
    ),
    exportLocations: z.array(z.object({ id, name: z.string() })),
  })
  .meta({ id: 'AgentClientList' });
export type AgentClientListDto = z.output<typeof agentClientList>;

/** GET /api/user/buyers?search=: dealer users who may be the buyer of a sale (at most 300). */
export const buyersQuery = z.object({
  search: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(100).optional(),
  ),
});
export const buyerList = z.array(
  z
    .object({ id, ...personName.shape, email: z.string(), companyName: z.string().nullable() })
    .meta({ id: 'Buyer' }),
);
export type BuyerDto = z.output<typeof buyerList>[number];
export const BUYERS_LIMIT = 300;
