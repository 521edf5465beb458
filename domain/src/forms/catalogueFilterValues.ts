// The catalogue filter's values without its schema: the defaults, the URL a filter is written to,
// the GraphQL input it is sent as, and whether a URL carries a filter at all. No zod here: a page
// whose URL carries no filter knows it is the defaults without loading the schema
// (catalogueFilter.ts, which parses URLs and checks the form, re-exports all of this).
import { MILEAGE_RANGE, PRICE_RANGE } from '../constants.ts';
import { STAFF_DEFAULT_STATUS, type VehicleStatus } from '../statuses.ts';
import type { CatalogueFilter } from './catalogueFilter.ts';

export type { CatalogueFilter };
type Key = keyof CatalogueFilter;

/** Model years the year slider offers: old enough for any import, up to next model year. */
export const YEAR_RANGE = { min: 2000, max: new Date().getFullYear() + 1 } as const;
export const SEARCH_MAX_LENGTH = 60;
export const CATALOGUE_VIEWS = ['grid', 'list'] as const;
export type CatalogueView = (typeof CATALOGUE_VIEWS)[number];

/** Slider bounds; a single-year (or single-value) range gets max = min + 1 (spec section 9). */
export function sliderBounds(min: number, max: number): { min: number; max: number } {
  return max > min ? { min, max } : { min, max: min + 1 };
}

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
/** Whether a filter field may be set by this viewer (from the URL or the form). */
export function mayFilterBy(key: Key, context: CatalogueContext): boolean {
  if (key === 'agent') return context.admin;
  return context.staff || !STAFF_KEYS.has(key);
}

/** Whether the URL carries any filter this viewer may set: without one, the filter is the defaults. */
export function hasCatalogueSearch(search: URLSearchParams, context: CatalogueContext): boolean {
  return (Object.keys(defaultCatalogueFilter(context)) as Key[]).some(
    (key) => search.has(key) && mayFilterBy(key, context),
  );
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
    if (!mayFilterBy(key, context) || String(value) === String(defaults[key])) continue;
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
