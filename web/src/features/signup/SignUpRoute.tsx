// /buyer/create (buyer.create): dealer sign-up; afterwards a modal says the confirmation link was
// sent, and its Accept returns home.
import { useState } from 'react';
import { Link, Text } from '@chakra-ui/react';
import { useLoginModal } from '../../auth/loginModalState.tsx';
import { FormCard } from '../password/components/FormCard.tsx';
import { SignUpForm } from './components/SignUpForm.tsx';
import { SignUpSuccessModal } from './components/SignUpSuccessModal.tsx';

export function SignUpRoute() {
  const loginModal = useLoginModal();
  const [signedUp, setSignedUp] = useState(false);
  return (
    <FormCard
      title="Create your buyer account"
      subtitle="Buy US-landed Canadian vehicles for your dealership. After signing up you register your company; prices show once our staff accept it."
      width="xl"
    >
      <SignUpForm onSignedUp={() => setSignedUp(true)} />
      <Text mt="6" fontSize="sm" color="gray.600" textAlign="center">
        Already have an account?{' '}
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
      <SignUpSuccessModal open={signedUp} />
    </FormCard>
  );
}
