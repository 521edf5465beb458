// The address part of the company form: the US address pick fills ZIP, state and city, which
// are read-only; street and address line 2 are typed.
import { useState } from 'react';
import { Field, Grid, GridItem, Input, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { COMPANY_LIMITS, type CompanyFormInput } from '@canam/domain/forms/company';
import { AddressPicker, type UsAddress } from './AddressPicker.tsx';
import { CompanyTextField } from './CompanyTextField.tsx';

interface CompanyAddressFieldsProps {
  register: UseFormRegister<CompanyFormInput>;
  setValue: UseFormSetValue<CompanyFormInput>;
  errors: FieldErrors<CompanyFormInput>;
}

export function CompanyAddressFields({ register, setValue, errors }: CompanyAddressFieldsProps) {
  const [state, setState] = useState('');
  const pick = (address: UsAddress) => {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue('zip', address.zip, options);
    setValue('city', address.city, options);
    setValue('stateId', address.stateId, options);
    setState(address.state);
  };
  const field = { register, errors };
  return (
    <>
      <AddressPicker onPick={pick} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <CompanyTextField
          {...field}
          name="street"
          label="Street"
          maxLength={COMPANY_LIMITS.streetInput}
          autoComplete="address-line1"
        />
        <CompanyTextField
          {...field}
          name="addressLine2"
          label="Address line 2"
          autoComplete="address-line2"
        />
      </SimpleGrid>
      <Grid templateColumns={{ base: '1fr 5rem', md: '1fr 1fr 1fr' }} gap="5">
        <CompanyTextField {...field} name="zip" label="ZIP" readOnly />
        <Field.Root readOnly>
          <Field.Label>State</Field.Label>
          <Input value={state} readOnly tabIndex={-1} bg="gray.100" />
        </Field.Root>
        <GridItem colSpan={{ base: 2, md: 1 }}>
          <CompanyTextField {...field} name="city" label="City" readOnly />
        </GridItem>
      </Grid>
    </>
  );
}
