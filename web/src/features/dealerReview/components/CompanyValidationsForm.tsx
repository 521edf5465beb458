// The company validations (specification 001 §2-4): a flag each on the company name, the tax id
// and the dealer licence, loaded from the company; Save stores the flags ('Validations updated
// succesfully'), Reject and Accept set the company's status ('Company status updated'). A failed
// call shows a bare Warning toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import {
  COMPANY_REVIEW_MESSAGES,
  companyValidationsFormSchema,
  type CompanyValidationsForm as Values,
} from '@canam/domain/forms/companyReview';
import type { CompanyValidationsForm_company$key } from '../../../__generated__/CompanyValidationsForm_company.graphql.ts';
import type { CompanyStatus } from '../../../__generated__/SetCompanyStatusMutation.graphql.ts';
import { CheckboxField } from '../../signup/components/CheckboxField.tsx';
import { useSetCompanyStatusMutation } from '../mutations/SetCompanyStatusMutation.ts';
import { useSetCompanyValidationsMutation } from '../mutations/SetCompanyValidationsMutation.ts';
import { toastSuccess, toastWarning } from '../reviewTexts.ts';
import { COMPANY_STATUS_LABELS } from './companyLabels.ts';
import { companyLabel } from './userColumns.ts';

const FLAGS: { name: keyof Values; label: string }[] = [
  { name: 'companyName', label: 'Company name' },
  { name: 'taxid', label: 'Tax ID' },
  { name: 'dealerLicense', label: 'Dealer license' },
];

interface CompanyValidationsFormProps {
  company: CompanyValidationsForm_company$key;
  onClose: () => void;
  /** The company was accepted or rejected: its users leave or join the lists. */
  onStatusChanged: () => void;
}

export function CompanyValidationsForm({
  company,
  onClose,
  onStatusChanged,
}: CompanyValidationsFormProps) {
  const data = useFragment(
    graphql`
      fragment CompanyValidationsForm_company on Company {
        id
        commercialName
        companyName
        status
        validations {
          companyName
          taxid
          dealerLicense
        }
      }
    `,
    company,
  );
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(companyValidationsFormSchema),
    defaultValues: {
      companyName: data.validations?.companyName ?? false,
      taxid: data.validations?.taxid ?? false,
      dealerLicense: data.validations?.dealerLicense ?? false,
    },
  });
  const [saveFlags, savingFlags] = useSetCompanyValidationsMutation<Values>({
    setError,
    fields: FLAGS.map((flag) => flag.name),
  });
  const [setStatus, settingStatus] = useSetCompanyStatusMutation();
  const busy = savingFlags || settingStatus;
  const refused = (userErrors: readonly { message: string }[]) =>
    toastWarning(userErrors[0]?.message);
  const failed = () => toastWarning();

  const onSave = (values: Values) =>
    saveFlags(
      { companyId: data.id, ...values },
      {
        onCompleted: ({ company: saved, userErrors }) => {
          if (!saved || userErrors.length > 0) return refused(userErrors);
          toastSuccess(COMPANY_REVIEW_MESSAGES.validationsUpdated);
          onClose();
        },
        onError: failed,
      },
    );
  const changeStatus = (status: CompanyStatus) =>
    setStatus(
      { companyId: data.id, status },
      {
        onCompleted: ({ company: saved, userErrors }) => {
          if (!saved || userErrors.length > 0) return refused(userErrors);
          toastSuccess(COMPANY_REVIEW_MESSAGES.statusUpdated);
          onStatusChanged();
        },
        onError: failed,
      },
    );

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label="Company validations">
      <Stack gap="5">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{companyLabel(data) ?? 'Company'}</Text>
          <Badge
            colorPalette={
              data.status === 'ACCEPTED' ? 'green' : data.status === 'REJECTED' ? 'red' : 'orange'
            }
          >
            {COMPANY_STATUS_LABELS[data.status]}
          </Badge>
        </HStack>
        <Stack as="fieldset" gap="3">
          <Text as="legend" fontSize="sm" color="gray.600" mb="2">
            What was checked
          </Text>
          {FLAGS.map((flag) => (
            <CheckboxField
              key={flag.name}
              control={control}
              name={flag.name}
              label={flag.label}
              disabled={busy}
            />
          ))}
        </Stack>
        <HStack gap="2" justify="flex-end" wrap="wrap">
          <Button
            colorPalette="red"
            variant="outline"
            disabled={busy || data.status === 'REJECTED'}
            onClick={() => changeStatus('REJECTED')}
          >
            Reject
          </Button>
          <Button
            colorPalette="green"
            disabled={busy || data.status === 'ACCEPTED'}
            onClick={() => changeStatus('ACCEPTED')}
          >
            Accept
          </Button>
          <Button type="submit" colorPalette="brand" disabled={busy} loading={savingFlags}>
            Save
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
