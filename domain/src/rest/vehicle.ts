// REST contract of vehicles: GET /api/vehicle, GET /api/vehicle/public (paged VehicleDto),
// GET /api/vehicle/findVehicle (one VehicleDto, see vehicleLookup.ts),
// GET /api/vehicle/getFiltersCanam and GET /api/vehicle/downloadCr. Money is a decimal string
// ("24500.00"); dates are ISO strings. Fields the caller may not see are null (price without
// price visibility; cost, fx, cost detail, sale buyer, owning agent and release date register for
// non-staff).
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { VEHICLE_STATUSES } from '../statuses.ts';
import { EQUIPMENT_FLAGS } from '../vehicleEquipment.ts';
import { id, isoDate, money, personName } from './fields.ts';
import { MAX_DATABASE_ID, MAX_PAGE, databaseId, databaseIdList, wholeNumber } from './ids.ts';
import { paged } from './paged.ts';
import { blankToUndefined, optionalParam, type QueryParams } from './params.ts';

// Query of GET /api/vehicle ---------------------------------------------------------------

const text = z.preprocess(blankToUndefined, z.string().trim().max(200).optional());

/** A comma-joined list ("Ford,Toyota"); empty items dropped. */
const list = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(2000)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
);

/**
 * A bounded whole number filter. 0 is allowed: for agent it matches no agent (the gateway sends
 * agent=0 for an id that is not an agent's), for page and page size it means the default.
 */
const whole = (name: string, max: number) => optionalParam(wholeNumber(name, 0, max));

/** A date or date-time with a four-digit year (ISO 8601), so PostgreSQL can always hold it. */
const date = (name: string) =>
  optionalParam(
    z
      .string({ error: `${name} must be a date` })
      .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, `${name} must be a date`)
      .transform((text) => new Date(text))
      .refine((value) => !Number.isNaN(value.getTime()), `${name} must be a date`),
  );

const flag = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((value) => (value === undefined ? fallback : value === '1' || value === 'true')),
  );

/**
 * Query parameters of GET /api/vehicle (all optional; empty values ignored). make, model,
 * status and vehicleId are comma-joined lists. published / noPublished are 1 or 0 (default 1):
 * include vehicles whose release date has passed / is still to come.
 */
export const vehicleQuery = z.object({
  search: text,
  vinNumber: text,
  location: text,
  make: list,
  model: list,
  trim: text,
  transmissionType: text,
  year1: whole('year1', 3000),
  year2: whole('year2', 3000),
  mile1: whole('mile1', 10_000_000),
  mile2: whole('mile2', 10_000_000),
  price1: whole('price1', 100_000_000),
  price2: whole('price2', 100_000_000),
  releaseDate1: date('releaseDate1'),
  releaseDate2: date('releaseDate2'),
  status: list.pipe(z.array(z.enum(VEHICLE_STATUSES, { error: 'Unknown vehicle status' }))),
  agent: whole('agent', MAX_DATABASE_ID),
  client: text,
  vehicleId: optionalParam(databaseIdList('vehicleId')).transform((ids) => ids ?? []),
  saleDateFrom: date('saleDateFrom'),
  saleDateTo: date('saleDateTo'),
  published: flag(true),
  noPublished: flag(true),
  fullInventory: flag(false),
  /** Staff only: 1 for vehicles without a selling price (null or 0); ignored for others. */
  needPricing: flag(false),
  // Accepted for compatibility with the specification's filter list; they narrow offers views
  // that arrive with the offers issue.
  trackingStatus: text,
  mainOfferId: text,
  new: text,
  resourcesPerPage: whole('resourcesPerPage', MAX_PAGE_SIZE),
  page: whole('page', MAX_PAGE),
});
export type VehicleQuery = z.output<typeof vehicleQuery>;
export type VehicleQueryParams = QueryParams<typeof vehicleQuery>;

// VehicleDto --------------------------------------------------------------------------------

/**
 * The plain columns of table vehicle as the answer carries them: each key is the camelCase of its
 * column, timestamps are ISO strings. The api copies them from the row by name, so showing one
 * more column of vehicle is one line here.
 */
export const vehicleColumns = z.object({
  id,
  vehicleId: z.string().nullable(),
  stockNumber: z.string().nullable(),
  miles: z.number().int().nullable(),
  status: z.enum(VEHICLE_STATUSES),
  releaseDate: isoDate.nullable(),
  releaseDateInReady: isoDate.nullable(),
  location: z.string().nullable(),
  crUrl: z.string().nullable(),
  registerDate: isoDate.nullable(),
  dateReceived: isoDate.nullable(),
});

/** Plain columns of table vehicle that only staff see: null for anyone else. */
export const staffVehicleColumns = z.object({
  releaseDateRegister: isoDate.nullable(),
  /** Owning agent's user id. */
  usersId: z.number().int().nullable(),
});

const vinNumber = z.object({
  vinNumber: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  trim: z.string().nullable(),
  options: z.string().nullable(),
  style: z.string().nullable(),
  doors: z.number().int().nullable(),
  vehicleType: z.string().nullable(),
  driveType: z.string().nullable(),
  madeIn: z.string().nullable(),
  madeInCity: z.string().nullable(),
  transmissionType: z.string().nullable(),
  engine: z.string().nullable(),
});
export type VinNumberDto = z.output<typeof vinNumber>;

const offerSnapshot = z.object({ offerPrice: money, registerDate: isoDate });
export type OfferSnapshotDto = z.output<typeof offerSnapshot>;

const photo = z.object({
  id,
  photo: z.string(),
  photoThumbnail: z.string(),
  part: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type VehiclePhotoDto = z.output<typeof photo>;

const clientOffer = z.object({
  offerPrice: money,
  /** The offer chain (negotiation) id. */
  mainOffer: z.number().int().nullable(),
  /** The negotiation's: 1 while its last offer (either side's) is live, 0 once it expired. */
  status: z.union([z.literal(0), z.literal(1)]),
  /** When the negotiation's last offer expires (or expired). */
  expirationTime: isoDate,
});
export type ClientOfferDto = z.output<typeof clientOffer>;

export const vehicleDto = z
  .object({
    ...vehicleColumns.shape,
    ...staffVehicleColumns.shape,
    vinNumber,
    price: money.nullable(),
    cost: money.nullable(),
    fx: z.string().nullable(),
    finalPrice: money.nullable(),
    highestOffer: offerSnapshot.nullable(),
    lastOffer: offerSnapshot.nullable(),
    lastOfferUser: offerSnapshot.nullable(),
    lastOfferAdmin: offerSnapshot.nullable(),
    /** The calling dealer's own latest offer on this vehicle, and the state of its negotiation. */
    offerClient: clientOffer.nullable(),
    exportLocations: z
      .object({ name: z.string(), address: z.string().nullable(), link: z.string().nullable() })
      .nullable(),
    vehicleSale: z
      .object({
        salePrice: money.nullable(),
        /** Staff only: what the seller actually received (vehiclesSales/saveReceivedPrice). */
        receivedPrice: money.nullable(),
        registerDate: isoDate,
        user: personName.nullable(),
      })
      .nullable(),
    vehicleCostDetail: z
      .object({
        cost: money.nullable(),
        costUsd: money.nullable(),
        price: money.nullable(),
        fx: z.string().nullable(),
        reservedPrice: money.nullable(),
        /** Whether the price is shown to dealers (the edit screen's price save). */
        published: z.boolean(),
      })
      .nullable(),
    /** The registry's equipment checklist: the flags the vehicle has. */
    equipment: z.array(z.enum(EQUIPMENT_FLAGS)),
    vehicleInformation: z.object({
      color: z.string().nullable(),
      miles: z.number().int().nullable(),
    }),
    vehicleFlags: z.object({ wo: z.boolean() }).nullable(),
    vehicleHasConditionalReports: z.array(z.object({ url: z.string() })),
    /** Photos by vehicle part; photo paths are site-relative ("/uploads/..."). */
    vehicleHasParts: z.array(photo),
    vehicleExternalImages: z.array(photo),
    damagePhotos: z.array(z.object({ damagePhoto: z.string(), type: z.string().nullable() })),
    /** Owning agent (staff only). */
    user: z.object({ id, ...personName.shape }).nullable(),
  })
  .meta({ id: 'Vehicle' });
export type VehicleDto = z.output<typeof vehicleDto>;

export const vehiclePage = paged(vehicleDto);

// GET /api/vehicle/getFiltersCanam, GET /api/vehicle/downloadCr -----------------------------

export const filtersQuery = z.object({ make: list, model: list });

export const vehicleFilters = z.object({
  makes: z.array(z.string()),
  models: z.array(z.string()),
  trims: z.array(z.string()),
});
export type VehicleFiltersDto = z.output<typeof vehicleFilters>;

export const conditionReportQuery = z.object({ id: databaseId('id') });

export const NO_CONDITION_REPORT_MESSAGE = 'Nothing to show. Call your agent for more information.';

/**
 * Answer of GET /api/vehicle/downloadCr?id=: the condition report of a vehicle the caller may
 * see, or url null with the message above when it has none.
 */
export const conditionReportDownload = z.object({
  url: z.string().nullable(),
  error: z.string().nullable(),
});
export type ConditionReportDownloadDto = z.output<typeof conditionReportDownload>;
