// The filters in effect, in words, above the results (wide screens): what the list is showing.
import { Badge, HStack, Text } from '@chakra-ui/react';
import { MILEAGE_RANGE, PRICE_RANGE } from '@canam/domain/constants';
import {
  YEAR_RANGE,
  type CatalogueContext,
  type CatalogueFilter,
} from '@canam/domain/forms/catalogueFilter';
import { VEHICLE_STATUS_LABELS } from '@canam/domain/statuses';
import { formatDollars, formatMiles, formatYear } from '../filterFormats.ts';
import { rangeSummary } from './filters/RangeField.tsx';

export function filterLabels(
  filter: CatalogueFilter,
  context: Required<CatalogueContext>,
): string[] {
  const labels: string[] = [];
  const range = (
    name: string,
    pair: [number, number],
    bounds: typeof YEAR_RANGE | typeof MILEAGE_RANGE,
    format: (n: number) => string,
  ) => {
    const summary = rangeSummary(pair, bounds, format);
    if (summary !== 'Any')
      labels.push(`${name} ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`);
  };
  if (filter.search) labels.push(`“${filter.search}”`);
  labels.push(...filter.make, ...filter.model);
  range('Year', [filter.yearFrom, filter.yearTo], YEAR_RANGE, formatYear);
  range('Mileage', [filter.milesFrom, filter.milesTo], MILEAGE_RANGE, formatMiles);
  if (context.prices)
    range('Price', [filter.priceFrom, filter.priceTo], PRICE_RANGE, formatDollars);
  if (filter.available) labels.push('Available in Marketplace');
  if (context.staff) {
    if (filter.fullInventory) labels.push('Every status');
    else labels.push(...filter.status.map((status) => VEHICLE_STATUS_LABELS[status]));
    if (filter.needPricing) labels.push('Need pricing');
    if (filter.saleDateFrom) labels.push(`Sold from ${filter.saleDateFrom}`);
    if (filter.saleDateTo) labels.push(`Sold until ${filter.saleDateTo}`);
    if (context.admin && filter.agent) labels.push('One agent');
  }
  return labels;
}

interface ActiveFiltersProps {
  filter: CatalogueFilter;
  context: Required<CatalogueContext>;
}

export function ActiveFilters({ filter, context }: ActiveFiltersProps) {
  const labels = filterLabels(filter, context);
  if (labels.length === 0) {
    return (
      <Text fontSize="sm" color="gray.600">
        All vehicles
      </Text>
    );
  }
  return (
    <HStack as="ul" aria-label="Active filters" gap="1.5" wrap="wrap" listStyleType="none">
      {labels.map((label) => (
        <Badge as="li" key={label} colorPalette="brand" variant="subtle" size="md">
          {label}
        </Badge>
      ))}
    </HStack>
  );
}
