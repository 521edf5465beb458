// E-mail, names and phones of the sign-up form.
import { Field, Grid, Input, SimpleGrid } from '@chakra-ui/react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { EXTENSION_MAX_LENGTH, type SignUpForm } from '@canam/domain/forms/signUp';
import { PhoneInput } from './PhoneInput.tsx';

interface ContactFieldsProps {
  register: UseFormRegister<SignUpForm>;
  control: Control<SignUpForm>;
  errors: FieldErrors<SignUpForm>;
}

export function ContactFields({ register, control, errors }: ContactFieldsProps) {
  const phone = (name: 'officePhoneNumber' | 'mobileNumber', label: string) => (
    <Field.Root
      invalid={Boolean(errors[name])}
      required={name === 'officePhoneNumber'}
      gridColumn={name === 'mobileNumber' ? { base: 'span 2', md: 'auto' } : undefined}
    >
      <Field.Label>{label}</Field.Label>
      <Controller
        control={control}
        name={name}
        // the SMS box's rule reads the mobile number
        rules={name === 'mobileNumber' ? { deps: ['acceptSms'] } : undefined}
        render={({ field }) => (
          <PhoneInput
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
            autoComplete={name === 'mobileNumber' ? 'tel' : 'work tel'}
          />
        )}
      />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <>
      <Field.Root invalid={Boolean(errors.email)} required>
        <Field.Label>Email</Field.Label>
        <Input
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          bg="white"
          {...register('email', { setValueAs: (value: string) => value.trim().toLowerCase() })}
        />
        <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Field.Root invalid={Boolean(errors.firstName)} required>
          <Field.Label>First name</Field.Label>
          <Input autoComplete="given-name" bg="white" {...register('firstName')} />
          <Field.ErrorText>{errors.firstName?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.lastName)} required>
          <Field.Label>Last name</Field.Label>
          <Input autoComplete="family-name" bg="white" {...register('lastName')} />
          <Field.ErrorText>{errors.lastName?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Grid templateColumns={{ base: '1fr 5.5rem', md: '1fr 5.5rem 1fr' }} gap="4">
        {phone('officePhoneNumber', 'Office phone')}
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
        {phone('mobileNumber', 'Mobile phone')}
      </Grid>
    </>
  );
}
