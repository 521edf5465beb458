// One yes/no filter (Available in Marketplace, Need pricing, Full inventory).
import { Checkbox } from '@chakra-ui/react';
import { useController, type Control } from 'react-hook-form';
import type { CatalogueFilter } from '@canam/domain/forms/catalogueFilter';

interface FilterCheckboxProps {
  name: 'available' | 'needPricing' | 'fullInventory';
  label: string;
  control: Control<CatalogueFilter>;
}

export function FilterCheckbox({ name, label, control }: FilterCheckboxProps) {
  const { field } = useController({ control, name });
  return (
    <Checkbox.Root
      size="sm"
      colorPalette="brand"
      checked={field.value}
      onCheckedChange={({ checked }) => field.onChange(checked === true)}
    >
      <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
