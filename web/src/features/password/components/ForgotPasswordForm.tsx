// Asks for the e-mail to send a password-reset link to (specification: email required and valid).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailSchema } from '@canam/domain/forms/signUp';
import type { RequestPasswordResetMutation } from '../../../__generated__/RequestPasswordResetMutation.graphql.ts';
import { toaster } from '../../../components/toaster.tsx';
import { useFormMutation } from '../../../relay/useFormMutation.ts';
import { requestPasswordResetMutation } from '../mutations/RequestPasswordResetMutation.ts';
import { EMAIL_NOT_FOUND, EMAIL_NOT_SENT, RESET_EMAIL_SENT } from '../texts.ts';

const schema = z.object({ email: emailSchema });
type Values = z.infer<typeof schema>;

export function ForgotPasswordForm() {
  const [requestReset, sending] = useFormMutation<RequestPasswordResetMutation>(
    requestPasswordResetMutation,
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const warn = (title: string) => toaster.create({ type: 'warning', title });
  const onSubmit = ({ email }: Values) =>
    requestReset(
      { email },
      {
        onCompleted: ({ ok, userErrors }) => {
          if (ok && userErrors.length === 0) {
            toaster.create({ type: 'success', title: RESET_EMAIL_SENT });
            reset({ email: '' });
            return;
          }
          const code = userErrors[0]?.code;
          if (code === 'EMAIL_NOT_FOUND') warn(EMAIL_NOT_FOUND);
          else if (code === 'EMAIL_NOT_SENT') warn(EMAIL_NOT_SENT);
          else warn(userErrors[0]?.message ?? EMAIL_NOT_SENT);
        },
        onError: () => warn(EMAIL_NOT_SENT),
      },
    );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="5">
        <Field.Root invalid={Boolean(errors.email)} required>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="email" bg="white" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" loading={sending} loadingText="Send">
          Send recovery link
        </Button>
      </Stack>
    </form>
  );
}
