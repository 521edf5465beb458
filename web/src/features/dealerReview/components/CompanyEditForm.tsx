// The admin users pages' company form (specification 001 §3 "Company (edit)"): the shared
// schema's rules and messages, the US address pick of the company registration form, messages
// once a field was touched, Save disabled while invalid or saving; 'Company successfully updated',
// or 'The information could not be saved' titled Error.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { COMPANY_LIMITS } from '@canam/domain/forms/company';
import {
  COMPANY_REVIEW_MESSAGES,
  companyEditFormSchema,
  type CompanyEditForm as Values,
  type CompanyEditFormInput,
} from '@canam/domain/forms/companyReview';
import type { CompanyEditForm_company$key } from '../../../__generated__/CompanyEditForm_company.graphql.ts';
import { CompanyAddressFields } from '../../signup/components/CompanyAddressFields.tsx';
import { CompanyTextField } from '../../signup/components/CompanyTextField.tsx';
import { useUpdateCompanyMutation } from '../mutations/UpdateCompanyMutation.ts';
import { REVIEW_TEXTS, toastError, toastSuccess } from '../reviewTexts.ts';

const FIELDS: (keyof CompanyEditFormInput)[] = [
  'commercialName',
  'companyName',
  'street',
  'addressLine2',
  'zip',
  'stateId',
  'city',
  'webSite',
  'taxid',
  'dealerLicense',
  'billingContactName',
  'billingContactEmail',
];

interface CompanyEditFormProps {
  company: CompanyEditForm_company$key;
  onDone: () => void;
}

export function CompanyEditForm({ company, onDone }: CompanyEditFormProps) {
  const data = useFragment(
    graphql`
      fragment CompanyEditForm_company on Company {
        id
        commercialName
        companyName
        street
        addressLine2
        zip
        state
        stateId
        city
        webSite
        taxid
        dealerLicense
        billingContactName
        billingContactEmail
      }
    `,
    company,
  );
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isValid },
  } = useForm<CompanyEditFormInput, unknown, Values>({
    resolver: zodResolver(companyEditFormSchema),
    mode: 'onTouched',
    defaultValues: {
      ...Object.fromEntries(FIELDS.map((name) => [name, data[name] ?? ''])),
      // no address picked yet: no state (an empty text is not a state id)
      stateId: data.stateId ?? null,
    },
  });
  const [update, saving] = useUpdateCompanyMutation<CompanyEditFormInput>({
    setError,
    fields: FIELDS,
  });
  const failed = () => toastError(REVIEW_TEXTS.error, COMPANY_REVIEW_MESSAGES.updateFailed);
  const onSubmit = (values: Values) =>
    update(
      {
        ...values,
        companyId: data.id,
        stateId: values.stateId == null ? null : String(values.stateId),
      },
      {
        onCompleted: ({ company: saved, userErrors }) => {
          if (saved && userErrors.length === 0) {
            toastSuccess(COMPANY_REVIEW_MESSAGES.updated);
            onDone();
          } else failed();
        },
        onError: failed,
      },
    );
  const field = { register, errors };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Company">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <CompanyTextField {...field} name="commercialName" label="Commercial name" required />
          <CompanyTextField {...field} name="companyName" label="Company name" />
        </SimpleGrid>
        <CompanyAddressFields
          register={register}
          setValue={setValue}
          errors={errors}
          initialState={data.state ?? ''}
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <CompanyTextField
            {...field}
            name="webSite"
            label="Website"
            type="url"
            maxLength={COMPANY_LIMITS.webSite}
            placeholder="https://"
          />
          <CompanyTextField {...field} name="taxid" label="Tax ID" />
          <CompanyTextField {...field} name="dealerLicense" label="Dealer license" />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <CompanyTextField {...field} name="billingContactName" label="Billing contact name" />
          <CompanyTextField
            {...field}
            name="billingContactEmail"
            label="Billing contact email"
            type="email"
          />
        </SimpleGrid>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            disabled={!isValid || saving}
            loading={saving}
            loadingText="Save"
          >
            Save
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
