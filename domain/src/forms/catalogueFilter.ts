// The catalogue filter: ONE zod schema for the filter form and for the URL that carries it, so a
// shared link, the back button and the Search button all mean the same filter. Written with
// zod/mini (the same checks, tree-shaken): the public inventory parses its URL with it before its
// first paint, and classic zod would add 25 KiB gzip to that page.
import { z } from 'zod/mini';
import { MILEAGE_RANGE, PRICE_RANGE } from '../constants.ts';
import { STAFF_DEFAULT_STATUS, VEHICLE_STATUSES, type VehicleStatus } from '../statuses.ts';

/** Model years the year slider offers: old enough for any import, up to next model year. */
export const YEAR_RANGE = { min: 2000, max: new Date().getFullYear() + 1 } as const;
export const SEARCH_MAX_LENGTH = 60;
export const CATALOGUE_VIEWS = ['grid', 'list'] as const;
export type CatalogueView = (typeof CATALOGUE_VIEWS)[number];

/** Slider bounds; a single-year (or single-value) range gets max = min + 1 (spec section 9). */
export function sliderBounds(min: number, max: number): { min: number; max: number } {
  return max > min ? { min, max } : { min, max: min + 1 };
}

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
const day = z.union([z.literal(''), z.iso.date()]);

const catalogueFilterObject = z.object({
  search: z
    .string()
    .check(
      z.trim(),
      z.maxLength(SEARCH_MAX_LENGTH, `Type at most ${SEARCH_MAX_LENGTH} characters.`),
    ),
  make: z.array(name).check(z.maxLength(50)),
  model: z.array(name).check(z.maxLength(100)),
  yearFrom: z.int(),
  yearTo: z.int(),
  milesFrom: z.int(),
  milesTo: z.int(),
  priceFrom: z.int(),
  priceTo: z.int(),
  available: z.boolean(),
  needPricing: z.boolean(),
  fullInventory: z.boolean(),
  status: z.array(z.enum(VEHICLE_STATUSES)).check(z.maxLength(VEHICLE_STATUSES.length)),
  agent: z.union([z.literal(''), z.string().check(z.regex(/^[A-Za-z0-9+/=_-]{1,100}$/))]),
  saleDateFrom: day,
  saleDateTo: day,
  view: z.enum(CATALOGUE_VIEWS),
  page: z.int().check(z.minimum(1), z.maximum(100_000)),
});

export type CatalogueFilter = z.infer<typeof catalogueFilterObject>;
type Key = keyof CatalogueFilter;

/** Ranges clamped to the slider bounds and put in order; sale dates likewise. */
function normalize(filter: CatalogueFilter): CatalogueFilter {
  const range = (from: number, to: number, bounds: { min: number; max: number }) => {
    const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
    const [low, high] = [clamp(from), clamp(to)].sort((a, b) => a - b) as [number, number];
    return [low, high] as const;
  };
  const [yearFrom, yearTo] = range(filter.yearFrom, filter.yearTo, YEAR_RANGE);
  const [milesFrom, milesTo] = range(filter.milesFrom, filter.milesTo, MILEAGE_RANGE);
  const [priceFrom, priceTo] = range(filter.priceFrom, filter.priceTo, PRICE_RANGE);
  const swapDates =
    filter.saleDateFrom && filter.saleDateTo && filter.saleDateFrom > filter.saleDateTo;
  return {
    ...filter,
    make: [...new Set(filter.make)],
    model: [...new Set(filter.model)],
    status: [...new Set(filter.status)],
    yearFrom,
    yearTo,
    milesFrom,
    milesTo,
    priceFrom,
    priceTo,
    saleDateFrom: swapDates ? filter.saleDateTo : filter.saleDateFrom,
    saleDateTo: swapDates ? filter.saleDateFrom : filter.saleDateTo,
  };
}

/** The schema of the filter form (zodResolver) and of the URL values (parseCatalogueSearch). */
export const catalogueFilterSchema = z.pipe(catalogueFilterObject, z.transform(normalize));

/** Who is filtering: staff lists default to Ready To Sell; only admins filter by agent. */
export interface CatalogueContext {
  staff: boolean;
  admin: boolean;
  /** false when the viewer may not see prices: no price filter is sent. */
  prices?: boolean;
}

export function defaultCatalogueFilter(context: CatalogueContext): CatalogueFilter {
  return {
    search: '',
    make: [],
    model: [],
    yearFrom: YEAR_RANGE.min,
    yearTo: YEAR_RANGE.max,
    milesFrom: MILEAGE_RANGE.min,
    milesTo: MILEAGE_RANGE.max,
    priceFrom: PRICE_RANGE.min,
    priceTo: PRICE_RANGE.max,
    available: false,
    needPricing: false,
    fullInventory: false,
    status: context.staff ? [STAFF_DEFAULT_STATUS] : [],
    agent: '',
    saleDateFrom: '',
    saleDateTo: '',
    view: 'grid',
    page: 1,
  };
}

const STAFF_KEYS = new Set<Key>([
  'needPricing',
  'fullInventory',
  'status',
  'saleDateFrom',
  'saleDateTo',
]);
/** A URL text as the type of the field's default: list, flag, number or text. */
function fromUrlText(text: string, fallback: unknown): unknown {
  if (Array.isArray(fallback))
    return text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  if (typeof fallback === 'boolean') return text === '1' || text === 'true';
  if (typeof fallback === 'number') return text.trim() === '' ? NaN : Number(text);
  return text;
}

function allowed(key: Key, context: CatalogueContext): boolean {
  if (key === 'agent') return context.admin;
  return context.staff || !STAFF_KEYS.has(key);
}

/** The filter in a URL: unknown, invalid or not-allowed values fall back to their default. */
export function parseCatalogueSearch(
  search: URLSearchParams,
  context: CatalogueContext,
): CatalogueFilter {
  const defaults = defaultCatalogueFilter(context);
  const filter: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(catalogueFilterObject.shape) as Key[]) {
    const text = search.get(key);
    if (text === null || !allowed(key, context)) continue;
    const parsed = catalogueFilterObject.shape[key].safeParse(fromUrlText(text, defaults[key]));
    if (parsed.success && !(Array.isArray(parsed.data) && parsed.data.length === 0)) {
      filter[key] = parsed.data;
    }
  }
  return catalogueFilterSchema.parse(filter);
}

/** The URL search of a filter: only what differs from the defaults (and is allowed). */
export function catalogueSearchParams(
  filter: CatalogueFilter,
  context: CatalogueContext,
): URLSearchParams {
  const defaults = defaultCatalogueFilter(context);
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as Key[]) {
    const value = filter[key];
    if (!allowed(key, context) || String(value) === String(defaults[key])) continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else if (typeof value === 'boolean') {
      if (value) params.set(key, '1');
    } else if (value !== '') {
      params.set(key, String(value));
    }
  }
  return params;
}

/** The GraphQL VehicleFilter input (same field names as schema.graphql). */
export interface VehicleFilterInput {
  search?: string;
  make?: string[];
  model?: string[];
  yearFrom?: number;
  yearTo?: number;
  milesFrom?: number;
  milesTo?: number;
  priceFrom?: number;
  priceTo?: number;
  availableInMarketplace?: boolean;
  needPricing?: boolean;
  fullInventory?: boolean;
  status?: VehicleStatus[];
  agent?: string;
  saleDateFrom?: string;
  saleDateTo?: string;
}

/** The filter to send: defaults and empty values left out; a range end at its bound is open. */
export function toVehicleFilter(
  filter: CatalogueFilter,
  context: CatalogueContext,
): VehicleFilterInput {
  const input: VehicleFilterInput = {};
  const bound = (value: number, edge: number) => (value === edge ? undefined : value);
  if (filter.search) input.search = filter.search;
  if (filter.make.length) input.make = filter.make;
  if (filter.model.length) input.model = filter.model;
  input.yearFrom = bound(filter.yearFrom, YEAR_RANGE.min);
  input.yearTo = bound(filter.yearTo, YEAR_RANGE.max);
  input.milesFrom = bound(filter.milesFrom, MILEAGE_RANGE.min);
  input.milesTo = bound(filter.milesTo, MILEAGE_RANGE.max);
  if (context.prices !== false) {
    input.priceFrom = bound(filter.priceFrom, PRICE_RANGE.min);
    input.priceTo = bound(filter.priceTo, PRICE_RANGE.max);
  }
  if (filter.available) input.availableInMarketplace = true;
  if (context.staff) {
    if (filter.needPricing) input.needPricing = true;
    if (filter.fullInventory) input.fullInventory = true;
    else if (filter.status.length) input.status = filter.status;
    if (filter.saleDateFrom) input.saleDateFrom = `${filter.saleDateFrom}T00:00:00.000Z`;
    if (filter.saleDateTo) input.saleDateTo = `${filter.saleDateTo}T23:59:59.999Z`;
  }
  if (context.admin && filter.agent) input.agent = filter.agent;
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as VehicleFilterInput;
}
