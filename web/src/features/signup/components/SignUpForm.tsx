// The sign-up form of /buyer/create (specification, sections 2, 4 and 5): the shared schema's
// rules and messages, live password hints, the SMS rule, Submit blocked until the form is valid.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import {
  emptySignUpForm,
  SIGN_UP_MESSAGES,
  signUpFormSchema,
  type SignUpForm as Values,
} from '@canam/domain/forms/signUp';
import type { SignUpMutation } from '../../../__generated__/SignUpMutation.graphql.ts';
import { toaster } from '../../../components/toaster.tsx';
import { useFormMutation } from '../../../relay/useFormMutation.ts';
import { NewPasswordFields } from '../../password/components/NewPasswordFields.tsx';
import { signUpMutation } from '../mutations/SignUpMutation.ts';
import { ContactFields } from './ContactFields.tsx';
import { NotificationChoices } from './NotificationChoices.tsx';

/** The toast when the request itself fails (specification, section 8). */
export const SIGN_UP_FAILED = 'error';

const FIELDS = Object.keys(emptySignUpForm) as (keyof Values)[];

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: emptySignUpForm,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isValid },
  } = form;
  const [signUp, saving] = useFormMutation<SignUpMutation, Values>(signUpMutation, {
    setError,
    fields: FIELDS,
  });

  const onSubmit = ({ confirmPassword: _confirm, acceptTerms: _terms, ...values }: Values) =>
    signUp(values, {
      onCompleted: ({ ok, userErrors }) => {
        if (ok && userErrors.length === 0) {
          onSignedUp();
          return;
        }
        const [first] = userErrors;
        const taken = userErrors.some((error) => error.code === 'EMAIL_TAKEN');
        toaster.create({
          type: 'error',
          title: taken ? SIGN_UP_MESSAGES.emailTaken : (first?.message ?? SIGN_UP_FAILED),
        });
      },
      onError: () => toaster.create({ type: 'error', title: SIGN_UP_FAILED }),
    });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Sign up">
      <Stack gap="5">
        <ContactFields register={register} control={control} errors={errors} />
        <NewPasswordFields register={register} control={control} errors={errors} />
        <NotificationChoices control={control} setValue={setValue} />
        <Stack gap="2">
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            disabled={!isValid || saving}
            loading={saving}
            loadingText="Submit"
          >
            Submit
          </Button>
          {!isValid && (
            <Text fontSize="sm" color="gray.600" textAlign="center">
              Fill in every required field and accept the terms to submit.
            </Text>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
