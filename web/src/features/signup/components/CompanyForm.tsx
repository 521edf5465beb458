// The company registration form (specification, sections 2 and 5): the shared schema's rules and
// messages; Save disabled while invalid; 'error' when the registration fails.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import {
  COMPANY_LIMITS,
  companyFormSchema,
  emptyCompanyForm,
  type CompanyForm as Values,
  type CompanyFormInput,
} from '@canam/domain/forms/company';
import type { RegisterCompanyMutation } from '../../../__generated__/RegisterCompanyMutation.graphql.ts';
import { toaster } from '../../../components/toaster.tsx';
import { useFormMutation } from '../../../relay/useFormMutation.ts';
import { registerCompanyMutation } from '../mutations/RegisterCompanyMutation.ts';
import { CompanyAddressFields } from './CompanyAddressFields.tsx';
import { CompanyTextField } from './CompanyTextField.tsx';
import { CorporationField } from './CorporationField.tsx';

/** The toast when the registration fails (specification, section 8). */
export const COMPANY_REGISTRATION_FAILED = 'error';

const FIELDS = Object.keys(emptyCompanyForm) as (keyof CompanyFormInput)[];

interface CompanyFormProps {
  registrationToken: string;
  onRegistered: () => void;
}

export function CompanyForm({ registrationToken, onRegistered }: CompanyFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isValid },
  } = useForm<CompanyFormInput, unknown, Values>({
    resolver: zodResolver(companyFormSchema),
    mode: 'onChange',
    defaultValues: emptyCompanyForm,
  });
  const [registerCompany, saving] = useFormMutation<RegisterCompanyMutation, CompanyFormInput>(
    registerCompanyMutation,
    { setError, fields: FIELDS },
  );
  const field = { register, errors };

  const failed = () => toaster.create({ type: 'error', title: COMPANY_REGISTRATION_FAILED });
  const onSubmit = (values: Values) =>
    registerCompany(
      {
        ...values,
        stateId: values.stateId == null ? null : String(values.stateId),
        registrationToken,
      },
      {
        onCompleted: ({ company, userErrors }) => {
          if (company && userErrors.length === 0) {
            onRegistered();
            return;
          }
          failed();
        },
        onError: failed,
      },
    );

  const section = (title: string) => (
    <Heading as="h2" size="md" pt="2" borderTopWidth="1px" borderColor="gray.100">
      {title}
    </Heading>
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Company registration">
      <Stack gap="5">
        {section('Company')}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <CompanyTextField {...field} name="commercialName" label="Commercial name" required />
          <CompanyTextField {...field} name="companyName" label="Company name" />
        </SimpleGrid>
        {section('Location')}
        <CompanyAddressFields register={register} setValue={setValue} errors={errors} />
        <CompanyTextField
          {...field}
          name="webSite"
          label="Website"
          type="url"
          maxLength={COMPANY_LIMITS.webSite}
          placeholder="https://"
        />
        {section('Taxes and licenses')}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <CompanyTextField {...field} name="gst" label="GST/HST" />
          <CompanyTextField {...field} name="qst" label="QST" />
          <CorporationField control={control} register={register} errors={errors} />
          <CompanyTextField {...field} name="dealerLicense" label="Dealer license" />
        </SimpleGrid>
        {section('Billing contact')}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <CompanyTextField {...field} name="billingContactName" label="Billing contact name" />
          <CompanyTextField
            {...field}
            name="billingContactEmail"
            label="Billing contact email"
            type="email"
          />
          <CompanyTextField
            {...field}
            name="billingContactMobilePhone"
            label="Billing contact mobile phone"
            type="tel"
          />
        </SimpleGrid>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', md: 'flex-end' }}
          minW="40"
          disabled={!isValid || saving}
          loading={saving}
          loadingText="Save"
        >
          Save
        </Button>
      </Stack>
    </form>
  );
}
