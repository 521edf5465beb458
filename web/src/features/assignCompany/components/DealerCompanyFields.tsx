// The new (or the user's own) company of the dealer form: every company field of the dealer
// record (specification 001 §3 and §5), the US address pick of the company registration form
// filling ZIP, state and city.
import { Heading, SimpleGrid } from '@chakra-ui/react';
import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { COMPANY_LIMITS } from '@canam/domain/forms/company';
import type { DealerFormInput } from '@canam/domain/forms/dealer';
import { CheckboxField } from '../../signup/components/CheckboxField.tsx';
import { CompanyAddressFields } from '../../signup/components/CompanyAddressFields.tsx';
import { CompanyTextField } from '../../signup/components/CompanyTextField.tsx';
import { CorporationField } from '../../signup/components/CorporationField.tsx';
import { PhoneField } from './PhoneField.tsx';

interface DealerCompanyFieldsProps {
  register: UseFormRegister<DealerFormInput>;
  control: Control<DealerFormInput>;
  setValue: UseFormSetValue<DealerFormInput>;
  errors: FieldErrors<DealerFormInput>;
  /** The two-letter state of the company the form starts with. */
  initialState: string;
}

function Section({ title }: { title: string }) {
  return (
    <Heading as="h3" size="sm" pt="2" borderTopWidth="1px" borderColor="gray.100">
      {title}
    </Heading>
  );
}

export function DealerCompanyFields({
  register,
  control,
  setValue,
  errors,
  initialState,
}: DealerCompanyFieldsProps) {
  const field = { register, errors };
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <CompanyTextField {...field} name="commercialName" label="Commercial name" required />
        <CompanyTextField {...field} name="companyName" label="Company name" />
        <CompanyTextField {...field} name="companyCode" label="Company ID" />
      </SimpleGrid>
      <Section title="Location" />
      <CompanyAddressFields
        register={register}
        setValue={setValue}
        errors={errors}
        initialState={initialState}
      />
      <CompanyTextField
        {...field}
        name="webSite"
        label="Website"
        type="url"
        maxLength={COMPANY_LIMITS.webSite}
        placeholder="https://"
      />
      <Section title="Taxes and licenses" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <CompanyTextField {...field} name="gst" label="GST/HST" />
        <CompanyTextField {...field} name="qst" label="QST" />
        <CorporationField control={control} register={register} errors={errors} />
        <CompanyTextField {...field} name="taxid" label="Tax ID" />
        <CompanyTextField {...field} name="dealerLicense" label="Dealer license" />
      </SimpleGrid>
      <Section title="Contacts" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <CompanyTextField {...field} name="billingContactName" label="Billing contact name" />
        <CompanyTextField
          {...field}
          name="billingContactEmail"
          label="Billing contact email"
          type="email"
        />
        <PhoneField
          control={control}
          name="billingContactMobilePhone"
          label="Billing contact mobile phone"
        />
        <CompanyTextField {...field} name="secondaryEmail" label="Secondary email" type="email" />
        <PhoneField
          control={control}
          name="secondaryMobileNumber"
          label="Secondary mobile number"
        />
        <PhoneField control={control} name="faxNumber" label="Fax" autoComplete="off" />
      </SimpleGrid>
      <CheckboxField control={control} name="toBeDelivered" label="To be delivered" />
    </>
  );
}
