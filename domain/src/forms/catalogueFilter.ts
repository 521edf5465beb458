// The catalogue filter: ONE zod schema for the filter form and for the URL that carries it, so a
// shared link, the back button and the Search button all mean the same filter. Written with
// zod/mini (the same checks, tree-shaken): a list whose URL carries a filter parses it before its
// first paint, and classic zod would add 25 KiB gzip to that page. A URL without one is the
// defaults, known without this module (catalogueFilterValues.ts).
import { z } from 'zod/mini';
import { MILEAGE_RANGE, PRICE_RANGE } from '../constants.ts';
import { VEHICLE_STATUSES } from '../statuses.ts';
import {
  mayFilterBy,
  CATALOGUE_VIEWS,
  defaultCatalogueFilter,
  SEARCH_MAX_LENGTH,
  YEAR_RANGE,
  type CatalogueContext,
} from './catalogueFilterValues.ts';

export * from './catalogueFilterValues.ts';

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

/** The filter in a URL: unknown, invalid or not-allowed values fall back to their default. */
export function parseCatalogueSearch(
  search: URLSearchParams,
  context: CatalogueContext,
): CatalogueFilter {
  const defaults = defaultCatalogueFilter(context);
  const filter: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(catalogueFilterObject.shape) as Key[]) {
    const text = search.get(key);
    if (text === null || !mayFilterBy(key, context)) continue;
    const parsed = catalogueFilterObject.shape[key].safeParse(fromUrlText(text, defaults[key]));
    if (parsed.success && !(Array.isArray(parsed.data) && parsed.data.length === 0)) {
      filter[key] = parsed.data;
    }
  }
  return catalogueFilterSchema.parse(filter);
}
