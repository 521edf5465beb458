// The dealer form of the assign-company page (specification 001 §3 and §5): the person and a new
// (or its own) company with every company field, or an existing company found by name. Messages
// once a field was touched; Save disabled while invalid or saving. The gateway checks the e-mail
// is free first, as the sign-up does ('This email has already been taken'); a saved dealer shows
// the payload's message, a refused one the server's message capitalised.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  dealerFormSchema,
  emptyDealerForm,
  type DealerForm as Values,
  type DealerFormInput,
} from '@canam/domain/forms/dealer';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import { toastError, toastSuccess } from '../../dealerReview/reviewTexts.ts';
import { serverMessage } from '../../vehicleRecords/recordToasts.ts';
import { toSaveDealerInput } from '../dealerFormValues.ts';
import { capitalised, DEALER_TEXTS } from '../dealerTexts.ts';
import { useSaveDealerMutation } from '../mutations/SaveDealerMutation.ts';
import { CompanyChoiceField } from './CompanyChoiceField.tsx';
import { CompanySearchField } from './CompanySearchField.tsx';
import { DealerCompanyFields } from './DealerCompanyFields.tsx';
import { DealerPersonFields } from './DealerPersonFields.tsx';

const FIELDS = Object.keys(emptyDealerForm) as (keyof DealerFormInput)[];
const PERSON_FIELDS: (keyof DealerFormInput)[] = [
  'firstName',
  'lastName',
  'email',
  'officePhoneNumber',
  'extension',
  'mobileNumber',
  'companyChoice',
  'existingCompanyId',
];
const schemaResolver = zodResolver(dealerFormSchema);

/**
 * The schema's rules; with an existing company the hidden company fields are not sent, so they
 * are checked as empty (a stored value the form would refuse must not block an assignment).
 */
const resolver: Resolver<DealerFormInput, unknown, Values> = (values, context, options) =>
  schemaResolver(
    values.companyChoice === 'existing'
      ? {
          ...emptyDealerForm,
          ...Object.fromEntries(PERSON_FIELDS.map((name) => [name, values[name]])),
        }
      : values,
    context,
    options,
  );

interface DealerFormProps {
  /** The user viewed; null for a new dealer. */
  userId: string | null;
  defaultValues: DealerFormInput;
  /** The two-letter state of the company the form starts with. */
  initialState: string;
  onSaved: () => void;
  onCancel: () => void;
}

export function DealerForm({
  userId,
  defaultValues,
  initialState,
  onSaved,
  onCancel,
}: DealerFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isValid },
  } = useForm<DealerFormInput, unknown, Values>({
    resolver,
    mode: 'onTouched',
    defaultValues,
  });
  const [save, saving] = useSaveDealerMutation<DealerFormInput>({ setError, fields: FIELDS });
  const existing = watch('companyChoice') === 'existing';

  const onSubmit = (values: Values) =>
    save(toSaveDealerInput(values, userId), {
      onCompleted: ({ message, userErrors }) => {
        if (message && userErrors.length === 0) {
          toastSuccess(message);
          onSaved();
          return;
        }
        const taken = userErrors.some((error) => error.code === 'EMAIL_TAKEN');
        const reason = userErrors[0]?.message ?? DEALER_TEXTS.saveFailed;
        toastError(taken ? SIGN_UP_MESSAGES.emailTaken : capitalised(reason));
      },
      onError: (error) => toastError(capitalised(serverMessage(error) ?? DEALER_TEXTS.saveFailed)),
    });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Dealer">
      <Stack gap="5">
        <Heading as="h3" size="sm">
          Person
        </Heading>
        <DealerPersonFields register={register} control={control} errors={errors} />
        <Heading as="h3" size="sm" pt="2" borderTopWidth="1px" borderColor="gray.100">
          Company
        </Heading>
        <CompanyChoiceField control={control} />
        {existing ? (
          <CompanySearchField control={control} />
        ) : (
          <DealerCompanyFields
            register={register}
            control={control}
            setValue={setValue}
            errors={errors}
            initialState={initialState}
          />
        )}
        <HStack justify="flex-end" gap="2" pt="2">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            minW="32"
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
