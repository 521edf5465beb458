import { describe, expect, it } from 'vitest';
import {
  YEAR_RANGE,
  catalogueFilterSchema,
  catalogueSearchParams,
  defaultCatalogueFilter,
  hasCatalogueSearch,
  parseCatalogueSearch,
  sliderBounds,
  toVehicleFilter,
  type CatalogueContext,
} from './catalogueFilter.ts';

const DEALER: CatalogueContext = { staff: false, admin: false };
const AGENT: CatalogueContext = { staff: true, admin: false };
const ADMIN: CatalogueContext = { staff: true, admin: true };

const parse = (search: string, context = DEALER) =>
  parseCatalogueSearch(new URLSearchParams(search), context);

describe('parseCatalogueSearch', () => {
  it('reads every filter of the URL', () => {
    const filter = parse(
      'search=CA24017&make=Ford,Toyota&model=F-150&yearFrom=2018&yearTo=2021&milesFrom=1000' +
        '&milesTo=90000&priceFrom=5000&priceTo=40000&available=1&view=list&page=3',
    );
    expect(filter).toMatchObject({
      search: 'CA24017',
      make: ['Ford', 'Toyota'],
      model: ['F-150'],
      yearFrom: 2018,
      yearTo: 2021,
      milesFrom: 1000,
      milesTo: 90000,
      priceFrom: 5000,
      priceTo: 40000,
      available: true,
      view: 'list',
      page: 3,
    });
  });

  it('gives the defaults for an empty URL, Ready To Sell for staff lists', () => {
    expect(parse('')).toEqual(defaultCatalogueFilter(DEALER));
    expect(parse('').status).toEqual([]);
    expect(parse('', AGENT).status).toEqual(['ReadyToSell']);
    expect(parse('').yearTo).toBe(YEAR_RANGE.max);
  });

  it('drops invalid values instead of failing', () => {
    const filter = parse('yearFrom=abc&page=-2&view=table&available=maybe&make=,,&milesTo=');
    expect(filter.yearFrom).toBe(YEAR_RANGE.min);
    expect(filter.page).toBe(1);
    expect(filter.view).toBe('grid');
    expect(filter.available).toBe(false);
    expect(filter.make).toEqual([]);
    expect(filter.milesTo).toBe(200_000);
    expect(parse(`search=${'x'.repeat(61)}`).search).toBe('');
    expect(parse('status=Flying,Sold', AGENT).status).toEqual(['ReadyToSell']);
    expect(parse('saleDateFrom=yesterday', AGENT).saleDateFrom).toBe('');
  });

  it('swaps reversed ranges and clamps them to the slider bounds', () => {
    const filter = parse('yearFrom=2022&yearTo=2015&milesFrom=-50&milesTo=900000&priceFrom=1e9');
    expect([filter.yearFrom, filter.yearTo]).toEqual([2015, 2022]);
    expect([filter.milesFrom, filter.milesTo]).toEqual([0, 200_000]);
    expect([filter.priceFrom, filter.priceTo]).toEqual([200_000, 200_000]);
    expect(parse('yearFrom=1950').yearFrom).toBe(YEAR_RANGE.min);
    const dates = parse('saleDateFrom=2024-05-10&saleDateTo=2024-05-01', AGENT);
    expect([dates.saleDateFrom, dates.saleDateTo]).toEqual(['2024-05-01', '2024-05-10']);
  });

  it('ignores staff filters for dealers and the agent filter for agents', () => {
    const url =
      'fullInventory=1&needPricing=1&status=Sold&agent=QWdlbnQ6Mg==&saleDateFrom=2024-01-01';
    expect(parse(url)).toEqual(defaultCatalogueFilter(DEALER));
    const agent = parse(url, AGENT);
    expect(agent).toMatchObject({ fullInventory: true, needPricing: true, status: ['Sold'] });
    expect(agent.agent).toBe('');
    expect(parse(url, ADMIN).agent).toBe('QWdlbnQ6Mg==');
  });
});

describe('hasCatalogueSearch (a URL without a filter is the defaults, read without the schema)', () => {
  const URLS = [
    '',
    'utm_source=mail&tab=offers',
    'fullInventory=1&needPricing=1&status=Sold&saleDateFrom=2024-01-01',
    'agent=QWdlbnQ6Mg==',
    'make=Ford',
    'page=2',
    'view=list',
    'priceFrom=abc',
  ];

  it.each([
    ['a dealer', DEALER],
    ['an agent', AGENT],
    ['an admin', ADMIN],
  ])('tells exactly when the schema could read more than the defaults, for %s', (_, context) => {
    for (const url of URLS) {
      const search = new URLSearchParams(url);
      if (!hasCatalogueSearch(search, context)) {
        expect(parseCatalogueSearch(search, context), url).toEqual(defaultCatalogueFilter(context));
      }
    }
    expect(hasCatalogueSearch(new URLSearchParams(''), context)).toBe(false);
    expect(hasCatalogueSearch(new URLSearchParams('utm_source=mail&tab=offers'), context)).toBe(
      false,
    );
    expect(hasCatalogueSearch(new URLSearchParams('make=Ford'), context)).toBe(true);
    expect(hasCatalogueSearch(new URLSearchParams('view=list'), context)).toBe(true);
    expect(hasCatalogueSearch(new URLSearchParams('status=Sold'), context)).toBe(context.staff);
    expect(hasCatalogueSearch(new URLSearchParams('agent=QWdlbnQ6Mg=='), context)).toBe(
      context.admin,
    );
  });
});

describe('catalogueSearchParams', () => {
  it('writes only what differs from the defaults', () => {
    expect(catalogueSearchParams(defaultCatalogueFilter(AGENT), AGENT).toString()).toBe('');
    const filter = { ...defaultCatalogueFilter(DEALER), make: ['Ford', 'Kia'], yearFrom: 2019 };
    expect(catalogueSearchParams(filter, DEALER).toString()).toBe('make=Ford%2CKia&yearFrom=2019');
  });

  it('round-trips through the URL', () => {
    const filter = {
      ...defaultCatalogueFilter(ADMIN),
      search: 'CA24',
      model: ['RAV4'],
      milesTo: 50_000,
      fullInventory: true,
      status: ['InStock' as const, 'Sold' as const],
      agent: 'QWdlbnQ6Mg==',
      saleDateTo: '2024-06-30',
      view: 'list' as const,
      page: 2,
    };
    expect(parse(catalogueSearchParams(filter, ADMIN).toString(), ADMIN)).toEqual(filter);
  });
});

describe('catalogueFilterSchema (the form)', () => {
  it('rejects a search text that is too long with a message', () => {
    const result = catalogueFilterSchema.safeParse({
      ...defaultCatalogueFilter(DEALER),
      search: 'x'.repeat(61),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Type at most 60 characters.');
  });

  it('puts a reversed slider range in order', () => {
    const result = catalogueFilterSchema.parse({
      ...defaultCatalogueFilter(DEALER),
      priceFrom: 30_000,
      priceTo: 10_000,
    });
    expect([result.priceFrom, result.priceTo]).toEqual([10_000, 30_000]);
  });
});

describe('toVehicleFilter', () => {
  it('sends nothing for the defaults: a full-range slider is no filter', () => {
    expect(toVehicleFilter(defaultCatalogueFilter(DEALER), DEALER)).toEqual({});
    expect(toVehicleFilter(defaultCatalogueFilter(AGENT), AGENT)).toEqual({
      status: ['ReadyToSell'],
    });
  });

  it('sends the open end of a range only', () => {
    const filter = { ...defaultCatalogueFilter(DEALER), yearFrom: 2018, priceTo: 30_000 };
    expect(toVehicleFilter(filter, DEALER)).toEqual({ yearFrom: 2018, priceTo: 30_000 });
  });

  it('maps the dealer filters', () => {
    const filter = {
      ...defaultCatalogueFilter(DEALER),
      search: 'CA24017',
      make: ['Ford'],
      model: ['F-150'],
      yearFrom: 2016,
      yearTo: 2020,
      milesFrom: 10_000,
      milesTo: 80_000,
      available: true,
    };
    expect(toVehicleFilter(filter, DEALER)).toEqual({
      search: 'CA24017',
      make: ['Ford'],
      model: ['F-150'],
      yearFrom: 2016,
      yearTo: 2020,
      milesFrom: 10_000,
      milesTo: 80_000,
      availableInMarketplace: true,
    });
  });

  it('leaves out prices for a viewer who may not see them', () => {
    const filter = { ...defaultCatalogueFilter(DEALER), priceFrom: 5_000 };
    expect(toVehicleFilter(filter, { ...DEALER, prices: false })).toEqual({});
  });

  it('maps the staff filters; Full inventory lifts the status filter', () => {
    const filter = {
      ...defaultCatalogueFilter(ADMIN),
      needPricing: true,
      status: ['Sold' as const],
      agent: 'QWdlbnQ6Mg==',
      saleDateFrom: '2024-05-01',
      saleDateTo: '2024-05-31',
    };
    expect(toVehicleFilter(filter, ADMIN)).toEqual({
      needPricing: true,
      status: ['Sold'],
      agent: 'QWdlbnQ6Mg==',
      saleDateFrom: '2024-05-01T00:00:00.000Z',
      saleDateTo: '2024-05-31T23:59:59.999Z',
    });
    expect(toVehicleFilter({ ...filter, fullInventory: true }, ADMIN)).toMatchObject({
      fullInventory: true,
    });
    expect(toVehicleFilter({ ...filter, fullInventory: true }, ADMIN).status).toBeUndefined();
    expect(toVehicleFilter(filter, AGENT).agent).toBeUndefined();
    expect(toVehicleFilter(filter, DEALER)).toEqual({});
  });
});

describe('sliderBounds', () => {
  it('widens a single-value range by one', () => {
    expect(sliderBounds(2020, 2020)).toEqual({ min: 2020, max: 2021 });
    expect(sliderBounds(2015, 2024)).toEqual({ min: 2015, max: 2024 });
  });
});
