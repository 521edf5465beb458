// /auth/forgotPassword: e-mails a link to choose a new password.
import { Link, Text } from '@chakra-ui/react';
import { useLoginModal } from '../../auth/loginModalState.tsx';
import { FormCard } from './components/FormCard.tsx';
import { ForgotPasswordForm } from './components/ForgotPasswordForm.tsx';

export function ForgotPasswordRoute() {
  const loginModal = useLoginModal();
  return (
    <FormCard
      title="Forgot your password?"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new one."
    >
      <ForgotPasswordForm />
      <Text mt="6" fontSize="sm" color="gray.600">
        Remembered it?{' '}
        <Link
          as="button"
          color="brand.fg"
          fontWeight="semibold"
          aria-haspopup="dialog"
          onClick={loginModal.open}
        >
          Log In
        </Link>
      </Text>
    </FormCard>
  );
}
