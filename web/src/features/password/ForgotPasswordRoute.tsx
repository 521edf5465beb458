// /auth/forgotPassword: e-mails a link to choose a new password.
import { Text } from '@chakra-ui/react';
import { LogInLink } from '../auth/LogInLink.tsx';
import { FormCard } from './components/FormCard.tsx';
import { ForgotPasswordForm } from './components/ForgotPasswordForm.tsx';

export function ForgotPasswordRoute() {
  return (
    <FormCard
      title="Forgot your password?"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new one."
    >
      <ForgotPasswordForm />
      <Text mt="6" fontSize="sm" color="gray.600">
        Remembered it? <LogInLink />
      </Text>
    </FormCard>
  );
}
