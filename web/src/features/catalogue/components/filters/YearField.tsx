// The model-year range of a vehicle filter.
import type { Control } from 'react-hook-form';
import { YEAR_RANGE, type CatalogueFilter } from '@canam/domain/forms/catalogueFilter';
import { formatYear } from '../../filterFormats.ts';
import { RangeField } from './RangeField.tsx';

export function YearField({ control }: { control: Control<CatalogueFilter> }) {
  return (
    <RangeField
      label="Year"
      name="year"
      control={control}
      bounds={YEAR_RANGE}
      step={1}
      format={formatYear}
    />
  );
}
