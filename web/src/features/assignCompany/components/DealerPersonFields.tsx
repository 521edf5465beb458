// The person of the dealer form: names and e-mail (required), office phone with its extension and
// mobile (optional), with the sign-up form's messages.
import { Box, Field, Grid, Input, SimpleGrid } from '@chakra-ui/react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { EXTENSION_MAX_LENGTH } from '@canam/domain/forms/signUp';
import type { DealerFormInput } from '@canam/domain/forms/dealer';
import { PhoneField } from './PhoneField.tsx';

interface DealerPersonFieldsProps {
  register: UseFormRegister<DealerFormInput>;
  control: Control<DealerFormInput>;
  errors: FieldErrors<DealerFormInput>;
}

export function DealerPersonFields({ register, control, errors }: DealerPersonFieldsProps) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Field.Root invalid={Boolean(errors.firstName)} required>
          <Field.Label>First name</Field.Label>
          <Input autoComplete="off" bg="white" {...register('firstName')} />
          <Field.ErrorText>{errors.firstName?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.lastName)} required>
          <Field.Label>Last name</Field.Label>
          <Input autoComplete="off" bg="white" {...register('lastName')} />
          <Field.ErrorText>{errors.lastName?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={Boolean(errors.email)} required>
        <Field.Label>Email</Field.Label>
        <Input
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          bg="white"
          {...register('email', { setValueAs: (value: string) => value.trim().toLowerCase() })}
        />
        <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
      </Field.Root>
      <Grid templateColumns={{ base: '1fr 5.5rem', md: '1fr 5.5rem 1fr' }} gap="4">
        <PhoneField control={control} name="officePhoneNumber" label="Office phone" />
        <Field.Root invalid={Boolean(errors.extension)}>
          <Field.Label>Ext.</Field.Label>
          <Input
            inputMode="numeric"
            maxLength={EXTENSION_MAX_LENGTH}
            bg="white"
            {...register('extension')}
          />
          <Field.ErrorText>{errors.extension?.message}</Field.ErrorText>
        </Field.Root>
        <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
          <PhoneField control={control} name="mobileNumber" label="Mobile phone" />
        </Box>
      </Grid>
    </>
  );
}
