// Vehicles: GET /api/vehicle and /api/vehicle/public (paged VehicleDto),
// GET /api/vehicle/getFiltersCanam and GET /api/vehicle/downloadCr. Query values arrive as
// strings; empty ones are ignored.
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@canam/domain/constants';
import type { Paged } from '@canam/domain/rest/paged';
import type {
  ConditionReportDownloadDto,
  VehicleDto,
  VehicleFiltersDto,
} from '@canam/domain/rest/vehicle';
import { VEHICLE_STATUSES } from '@canam/domain/statuses';
import { blankToUndefined, optionalParam, paged, type Exactly } from './common.ts';
import { MAX_DATABASE_ID, MAX_PAGE, databaseId, databaseIdList, wholeNumber } from './ids.ts';

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
  // Staff only: vehicles without a selling price (null or 0).
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

export const filtersQuery = z.object({ make: list, model: list });

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const isoDate = z.string();
const offerSnapshot = z.object({ offerPrice: money, registerDate: isoDate });
const photo = z.object({
  id: z.number().int(),
  photo: z.string(),
  photoThumbnail: z.string(),
  part: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const vehicleDto = z
  .object({
    id: z.number().int(),
    vehicleId: z.string().nullable(),
    vinNumber: z.object({
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
    }),
    stockNumber: z.string().nullable(),
    miles: z.number().int().nullable(),
    price: money.nullable(),
    cost: money.nullable(),
    fx: z.string().nullable(),
    status: z.enum(VEHICLE_STATUSES),
    finalPrice: money.nullable(),
    highestOffer: offerSnapshot.nullable(),
    lastOffer: offerSnapshot.nullable(),
    lastOfferUser: offerSnapshot.nullable(),
    lastOfferAdmin: offerSnapshot.nullable(),
    offerClient: z
      .object({
        offerPrice: money,
        mainOffer: z.number().int().nullable(),
        status: z.union([z.literal(0), z.literal(1)]),
        expirationTime: isoDate,
      })
      .nullable(),
    releaseDate: isoDate.nullable(),
    releaseDateRegister: isoDate.nullable(),
    releaseDateInReady: isoDate.nullable(),
    location: z.string().nullable(),
    exportLocations: z
      .object({ name: z.string(), address: z.string().nullable(), link: z.string().nullable() })
      .nullable(),
    vehicleSale: z
      .object({
        salePrice: money.nullable(),
        registerDate: isoDate,
        user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
      })
      .nullable(),
    vehicleCostDetail: z
      .object({
        cost: money.nullable(),
        costUsd: money.nullable(),
        price: money.nullable(),
        fx: z.string().nullable(),
        reservedPrice: money.nullable(),
      })
      .nullable(),
    vehicleInformation: z.object({
      color: z.string().nullable(),
      miles: z.number().int().nullable(),
    }),
    vehicleFlags: z.object({ wo: z.boolean() }).nullable(),
    crUrl: z.string().nullable(),
    vehicleHasConditionalReports: z.array(z.object({ url: z.string() })),
    vehicleHasParts: z.array(photo),
    vehicleExternalImages: z.array(photo),
    damagePhotos: z.array(z.object({ damagePhoto: z.string(), type: z.string().nullable() })),
    usersId: z.number().int().nullable(),
    user: z
      .object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })
      .nullable(),
    registerDate: isoDate.nullable(),
    dateReceived: isoDate.nullable(),
  })
  .meta({ id: 'Vehicle' });

export const vehiclePage = paged(vehicleDto);

export const vehicleFilters = z.object({
  makes: z.array(z.string()),
  models: z.array(z.string()),
  trims: z.array(z.string()),
});

export const conditionReportQuery = z.object({
  id: databaseId('id'),
});

export const conditionReportDownload = z.object({
  url: z.string().nullable(),
  error: z.string().nullable(),
});

export const contractChecks: [
  Exactly<z.infer<typeof vehicleDto>, VehicleDto>,
  Exactly<z.infer<typeof vehiclePage>, Paged<VehicleDto>>,
  Exactly<z.infer<typeof vehicleFilters>, VehicleFiltersDto>,
  Exactly<z.infer<typeof conditionReportDownload>, ConditionReportDownloadDto>,
] = [true, true, true, true];
