// VehicleFilter to REST parameters: Available in Marketplace and Need pricing, through the real
// schema (what reaches the api) and directly.
import { describe, expect, it } from 'vitest';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { vehicleQueryParams } from './VehicleFilter.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

async function restParams(filter: Record<string, unknown>) {
  api.reset();
  await postGraphQL(
    gateway.url,
    'query($filter: VehicleFilter) { vehicles(first: 6, filter: $filter) { totalCount } }',
    { filter },
    bearer('admin-token'),
  );
  const call = api.calls.find((c) => c.path.startsWith('/api/vehicle?'))!;
  const params = Object.fromEntries(new URL(call.path, 'http://x').searchParams);
  delete params.resourcesPerPage;
  delete params.page;
  return params;
}

describe('availableInMarketplace', () => {
  it('asks for released vehicles that are Ready To Sell or In Stock', async () => {
    expect(await restParams({ availableInMarketplace: true })).toEqual({
      noPublished: '0',
      status: 'ReadyToSell,InStock',
    });
  });

  it('keeps chosen statuses and overrides Full inventory', async () => {
    expect(
      await restParams({ availableInMarketplace: true, status: ['InStock'], fullInventory: true }),
    ).toEqual({ noPublished: '0', status: 'InStock' });
    expect(await restParams({ availableInMarketplace: true, fullInventory: true })).toEqual({
      noPublished: '0',
      status: 'ReadyToSell,InStock',
    });
  });

  it('changes nothing when false', async () => {
    expect(await restParams({ availableInMarketplace: false, noPublished: true })).toEqual({
      noPublished: '1',
    });
  });
});

describe('needPricing', () => {
  it('sends needPricing=1 only when asked', async () => {
    expect(await restParams({ needPricing: true, fullInventory: true })).toEqual({
      needPricing: '1',
      fullInventory: '1',
    });
    expect(vehicleQueryParams({ needPricing: false })).toEqual({});
    expect(vehicleQueryParams({ needPricing: null })).toEqual({});
  });
});
