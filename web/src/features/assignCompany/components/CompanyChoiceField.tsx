// The dealer form's company choice: a new company (or the user's own, updated) or an existing one
// found by name.
import { Field, HStack, RadioGroup } from '@chakra-ui/react';
import { useController, type Control } from 'react-hook-form';
import type { CompanyChoice, DealerFormInput } from '@canam/domain/forms/dealer';

const CHOICES: { value: CompanyChoice; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'existing', label: 'Existing' },
];

export function CompanyChoiceField({ control }: { control: Control<DealerFormInput> }) {
  const { field } = useController({ control, name: 'companyChoice' });
  return (
    <Field.Root>
      <RadioGroup.Root
        name={field.name}
        value={field.value}
        onValueChange={({ value }) => field.onChange(value)}
        colorPalette="brand"
        aria-label="Company"
      >
        <HStack gap="6">
          {CHOICES.map((choice) => (
            <RadioGroup.Item key={choice.value} value={choice.value}>
              <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Field.Root>
  );
}
