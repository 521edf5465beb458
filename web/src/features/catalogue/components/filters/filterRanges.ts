// The from/to ranges of the vehicle filters: each one's label, URL name, bounds, step and format.
import { MILEAGE_RANGE, PRICE_RANGE } from '@canam/domain/constants';
import { YEAR_RANGE } from '@canam/domain/forms/catalogueFilter';
import { formatDollars, formatMiles, formatYear } from '../../filterFormats.ts';

export const FILTER_RANGES = {
  year: { label: 'Year', name: 'year', bounds: YEAR_RANGE, step: 1, format: formatYear },
  miles: {
    label: 'Mileage',
    name: 'miles',
    bounds: MILEAGE_RANGE,
    step: 1000,
    format: formatMiles,
  },
  price: { label: 'Price', name: 'price', bounds: PRICE_RANGE, step: 500, format: formatDollars },
} as const;
