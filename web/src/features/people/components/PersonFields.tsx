// The fields of the person form: names, e-mail, office phone with its extension, mobile phone
// and, for agents, the nickname; each with its label and its rule's message once touched.
import { Field, Grid, Input, SimpleGrid } from '@chakra-ui/react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { NICKNAME_MAX_LENGTH } from '@canam/domain/forms/teamMember';
import { EXTENSION_MAX_LENGTH } from '@canam/domain/forms/signUp';
import { PhoneInput } from '../../signup/components/PhoneInput.tsx';
import type { PersonForm } from '../personForm.ts';

interface PersonFieldsProps {
  register: UseFormRegister<PersonForm>;
  control: Control<PersonForm>;
  errors: FieldErrors<PersonForm>;
  withNickname: boolean;
}

type TextName = 'firstName' | 'lastName' | 'nickname';
type PhoneName = 'officePhoneNumber' | 'mobileNumber';

export function PersonFields({ register, control, errors, withNickname }: PersonFieldsProps) {
  const text = (name: TextName, label: string, autoComplete: string, required = true) => (
    <Field.Root invalid={Boolean(errors[name])} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input
        autoComplete={autoComplete}
        bg="white"
        maxLength={name === 'nickname' ? NICKNAME_MAX_LENGTH : undefined}
        {...register(name)}
      />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  const phone = (name: PhoneName, label: string) => (
    <Field.Root
      invalid={Boolean(errors[name])}
      required={name === 'officePhoneNumber'}
      gridColumn={name === 'mobileNumber' ? { base: 'span 2', md: 'auto' } : undefined}
    >
      <Field.Label>{label}</Field.Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <PhoneInput
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
            autoComplete="off"
          />
        )}
      />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('firstName', 'First name', 'off')}
        {text('lastName', 'Last name', 'off')}
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
      {withNickname && text('nickname', 'Nickname', 'off', false)}
    </>
  );
}
