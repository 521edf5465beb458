// The address part of a company form (registration, and the back office's company and dealer
// forms): the US address pick fills ZIP, state and city, which are read-only; street and address
// line 2 are typed.
import { useState } from 'react';
import { Field, Grid, GridItem, Input, SimpleGrid } from '@chakra-ui/react';
import type {
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  UseFormRegister,
  UseFormSetValue,
} from 'react-hook-form';
import { COMPANY_LIMITS, type CompanyFormInput } from '@canam/domain/forms/company';
import { AddressPicker, type UsAddress } from './AddressPicker.tsx';
import { CompanyTextField, type TextFieldName } from './CompanyTextField.tsx';

/** The address fields a form holds. */
interface AddressValues extends FieldValues {
  street?: string | null;
  addressLine2?: string | null;
  zip?: string | null;
  city?: string | null;
  stateId?: number | string | null;
}

interface CompanyAddressFieldsProps<T extends AddressValues> {
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
  /** The two-letter state of the address the form starts with (an edited company's). */
  initialState?: string;
}

export function CompanyAddressFields<T extends AddressValues = CompanyFormInput>({
  register,
  setValue,
  errors,
  initialState = '',
}: CompanyAddressFieldsProps<T>) {
  const [state, setState] = useState(initialState);
  const pick = (address: UsAddress) => {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    // T holds these fields (AddressValues); the casts name them for react-hook-form's paths.
    const set = (name: keyof AddressValues, value: string) =>
      setValue(name as Path<T>, value as PathValue<T, Path<T>>, options);
    set('zip', address.zip);
    set('city', address.city);
    set('stateId', address.stateId);
    setState(address.state);
  };
  const field = { register, errors };
  const name = (key: keyof AddressValues) => key as TextFieldName<T>;
  return (
    <>
      <AddressPicker onPick={pick} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <CompanyTextField
          {...field}
          name={name('street')}
          label="Street"
          maxLength={COMPANY_LIMITS.streetInput}
          autoComplete="address-line1"
        />
        <CompanyTextField
          {...field}
          name={name('addressLine2')}
          label="Address line 2"
          autoComplete="address-line2"
        />
      </SimpleGrid>
      <Grid templateColumns={{ base: '1fr 5rem', md: '1fr 1fr 1fr' }} gap="5">
        <CompanyTextField {...field} name={name('zip')} label="ZIP" readOnly />
        <Field.Root readOnly>
          <Field.Label>State</Field.Label>
          <Input value={state} readOnly tabIndex={-1} bg="gray.100" />
        </Field.Root>
        <GridItem colSpan={{ base: 2, md: 1 }}>
          <CompanyTextField {...field} name={name('city')} label="City" readOnly />
        </GridItem>
      </Grid>
    </>
  );
}
