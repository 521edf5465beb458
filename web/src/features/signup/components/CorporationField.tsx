// The NEQ / Business number choice and its number (at most 10 characters).
import { Field, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  CORPORATION_TYPE_LABELS,
  CORPORATION_TYPES,
  type CompanyFormInput,
} from '@canam/domain/forms/company';

interface CorporationFieldProps {
  control: Control<CompanyFormInput>;
  register: UseFormRegister<CompanyFormInput>;
  errors: FieldErrors<CompanyFormInput>;
}

export function CorporationField({ control, register, errors }: CorporationFieldProps) {
  return (
    <Stack gap="2">
      <Text id="corporation-label" fontSize="sm" fontWeight="medium">
        Corporation number
      </Text>
      <Controller
        control={control}
        name="corporationType"
        render={({ field }) => (
          <Field.Root invalid={Boolean(errors.corporationType)}>
            <RadioGroup.Root
              name={field.name}
              value={field.value ?? null}
              onValueChange={({ value }) => field.onChange(value)}
              colorPalette="brand"
              size="sm"
              aria-labelledby="corporation-label"
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
            <Field.ErrorText>{errors.corporationType?.message}</Field.ErrorText>
          </Field.Root>
        )}
      />
      <Field.Root invalid={Boolean(errors.corporationNumber)}>
        <Field.Label srOnly>Corporation number</Field.Label>
        <Input bg="white" placeholder="NEQ or Business number" {...register('corporationNumber')} />
        <Field.ErrorText>{errors.corporationNumber?.message}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
