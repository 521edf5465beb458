// VehicleFilter (input) to the REST query parameters of GET /api/vehicle; empty values omitted.
// Available in Marketplace is not a REST filter: it means released (noPublished=0) and on sale
// (Ready To Sell or In Stock unless statuses were chosen), so it overrides Full inventory.
import { ON_SALE_STATUSES } from '@canam/domain/onSale';
import type { VehicleQueryParams } from '@canam/domain/rest/vehicle';
import type { VehicleFilter } from '../__generated__/resolvers-types.ts';
import { databaseIdOf } from '../relay/ids.ts';

type Value = string | number | boolean | readonly string[] | null | undefined;

function param(value: Value): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

export function vehicleQueryParams(filter: VehicleFilter | null | undefined): VehicleQueryParams {
  if (!filter) return {};
  const agentId = filter.agent ? databaseIdOf(filter.agent, 'Agent') : null;
  const onSale = filter.availableInMarketplace === true;
  const chosenStatuses = param(filter.status);
  const params: VehicleQueryParams = {
    search: param(filter.search),
    vinNumber: param(filter.vinNumber),
    location: param(filter.location),
    make: param(filter.make),
    model: param(filter.model),
    trim: param(filter.trim),
    transmissionType: param(filter.transmissionType),
    year1: param(filter.yearFrom),
    year2: param(filter.yearTo),
    mile1: param(filter.milesFrom),
    mile2: param(filter.milesTo),
    price1: param(filter.priceFrom),
    price2: param(filter.priceTo),
    releaseDate1: param(filter.releaseDateFrom),
    releaseDate2: param(filter.releaseDateTo),
    status: chosenStatuses ?? (onSale ? ON_SALE_STATUSES.join(',') : undefined),
    fullInventory: filter.fullInventory && !onSale ? '1' : undefined,
    // An agent id that is not an Agent's global id matches no agent rather than every agent.
    agent: filter.agent ? String(agentId ?? 0) : undefined,
    saleDateFrom: param(filter.saleDateFrom),
    saleDateTo: param(filter.saleDateTo),
    published: param(filter.published),
    noPublished: onSale ? '0' : param(filter.noPublished),
    needPricing: filter.needPricing ? '1' : undefined,
  };
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as VehicleQueryParams;
}
