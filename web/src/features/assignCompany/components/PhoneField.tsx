// A phone of the dealer form, formatted as the sign-up form formats it ('(555) 555-0100'), with
// the schema's message once the field was touched.
import { Field } from '@chakra-ui/react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PhoneInput } from '../../signup/components/PhoneInput.tsx';

interface PhoneFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoComplete?: string;
}

export function PhoneField<T extends FieldValues>({
  control,
  name,
  label,
  autoComplete = 'tel',
}: PhoneFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field.Root invalid={Boolean(fieldState.error)}>
      <Field.Label>{label}</Field.Label>
      <PhoneInput
        name={field.name}
        ref={field.ref}
        value={(field.value as string | null | undefined) ?? ''}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(event.target.value)}
        autoComplete={autoComplete}
      />
      <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
