// /buyer/create (buyer.create): dealer sign-up; afterwards a modal says the confirmation link was
// sent, and its Accept returns home.
import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { LogInLink } from '../auth/LogInLink.tsx';
import { FormCard } from '../password/components/FormCard.tsx';
import { SignUpForm } from './components/SignUpForm.tsx';
import { SignUpSuccessModal } from './components/SignUpSuccessModal.tsx';

export function SignUpRoute() {
  const [signedUp, setSignedUp] = useState(false);
  return (
    <FormCard
      title="Create your buyer account"
      subtitle="Buy US-landed Canadian vehicles for your dealership. After signing up you register your company; prices show once our staff accept it."
      width="xl"
    >
      <SignUpForm onSignedUp={() => setSignedUp(true)} />
      <Text mt="6" fontSize="sm" color="gray.600" textAlign="center">
        Already have an account? <LogInLink />
      </Text>
      <SignUpSuccessModal open={signedUp} />
    </FormCard>
  );
}
