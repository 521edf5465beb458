// A checkbox bound to a boolean of a react-hook-form form, with an optional link beside it.
import type { ReactNode } from 'react';
import { Checkbox, Field, HStack } from '@chakra-ui/react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  disabled?: boolean;
  /** Shown after the label, outside it (a policy link must not tick the box). */
  aside?: ReactNode;
  /** Fields whose rules depend on this one, validated again when it changes. */
  deps?: FieldPath<T>[];
}

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  aside,
  deps,
}: CheckboxFieldProps<T>) {
  const { field, fieldState } = useController({ control, name, rules: { deps } });
  return (
    <Field.Root invalid={Boolean(fieldState.error)} disabled={disabled}>
      <HStack gap="1.5" wrap="wrap">
        <Checkbox.Root
          colorPalette="brand"
          checked={Boolean(field.value)}
          disabled={disabled}
          invalid={Boolean(fieldState.error)}
          onCheckedChange={({ checked }) => {
            field.onChange(checked === true);
            field.onBlur(); // a ticked box is touched: its rule shows at once
          }}
        >
          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} ref={field.ref} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
        {aside}
      </HStack>
      <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
