// The NEQ / Business number choice and its number (at most 10 characters), of the company
// registration form and the back office's dealer form.
import { useId } from 'react';
import { Field, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import {
  Controller,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import {
  CORPORATION_TYPE_LABELS,
  CORPORATION_TYPES,
  type CompanyFormInput,
  type CorporationType,
} from '@canam/domain/forms/company';

/** The corporation fields a form holds. */
interface CorporationValues extends FieldValues {
  corporationType?: CorporationType | null;
  corporationNumber?: string | null;
}

interface CorporationFieldProps<T extends CorporationValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

export function CorporationField<T extends CorporationValues = CompanyFormInput>({
  control,
  register,
  errors,
}: CorporationFieldProps<T>) {
  const labelId = useId();
  const typeError = errors.corporationType as FieldError | undefined;
  const numberError = errors.corporationNumber as FieldError | undefined;
  return (
    <Stack gap="2">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        Corporation number
      </Text>
      <Controller
        control={control}
        name={'corporationType' as Path<T>}
        render={({ field }) => (
          <Field.Root invalid={Boolean(typeError)}>
            <RadioGroup.Root
              name={field.name}
              value={(field.value as string | null | undefined) ?? null}
              onValueChange={({ value }) => field.onChange(value)}
              colorPalette="brand"
              size="sm"
              aria-labelledby={labelId}
            >
              <HStack gap="5">
                {CORPORATION_TYPES.map((type) => (
                  <RadioGroup.Item key={type} value={type}>
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{CORPORATION_TYPE_LABELS[type]}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
            <Field.ErrorText>{typeError?.message}</Field.ErrorText>
          </Field.Root>
        )}
      />
      <Field.Root invalid={Boolean(numberError)}>
        <Field.Label srOnly>Corporation number</Field.Label>
        <Input
          bg="white"
          placeholder="NEQ or Business number"
          {...register('corporationNumber' as Path<T>)}
        />
        <Field.ErrorText>{numberError?.message}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
