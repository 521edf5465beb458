// /buyer/company-create/:token (buyer.company-create): 'Welcome {fullName}' and the company form
// of the registration link. After 'Company successfully registered', six seconds later home with
// the login modal open (the company waits for staff to accept it). The route preloads the link's
// registration.
import { useEffect, useState } from 'react';
import { Alert } from '@chakra-ui/react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { COMPANY_SUCCESS_REDIRECT_MS } from '@canam/domain/constants';
import { COMPANY_MESSAGES } from '@canam/domain/forms/company';
import type { CompanyRegistrationRouteQuery } from '../../__generated__/CompanyRegistrationRouteQuery.graphql.ts';
import { useLoginModal } from '../../auth/loginModalState.tsx';
import { LinkRoute } from '../../components/LinkRoute.tsx';
import { toaster } from '../../components/toaster.tsx';
import { linkLoader, type LinkLoaderData } from '../../relay/linkLoader.ts';
import { FormCard } from '../password/components/FormCard.tsx';
import { LinkExpired } from '../password/components/LinkExpired.tsx';
import { CompanyForm } from './components/CompanyForm.tsx';

const query = graphql`
  query CompanyRegistrationRouteQuery($token: String!) {
    registration(token: $token) {
      fullName
      email
    }
  }
`;

export const companyRegistrationLoader = linkLoader<CompanyRegistrationRouteQuery>(query);

function CompanyRegistration({ token, queryRef }: LinkLoaderData<CompanyRegistrationRouteQuery>) {
  const navigate = useNavigate();
  const loginModal = useLoginModal();
  const [registered, setRegistered] = useState(false);
  const data = usePreloadedQuery<CompanyRegistrationRouteQuery>(query, queryRef);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => {
      navigate('/');
      loginModal.open();
    }, COMPANY_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate, loginModal]);

  if (!data.registration && !registered) return <LinkExpired />;

  const onRegistered = () => {
    toaster.create({ type: 'success', title: COMPANY_MESSAGES.registered });
    setRegistered(true);
  };

  return (
    <FormCard
      title={`Welcome ${data.registration?.fullName ?? ''}`.trim()}
      subtitle="Register your dealership. Our staff review it; you see prices and make offers once it is accepted."
      width="3xl"
    >
      {registered ? (
        <Alert.Root status="success" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{COMPANY_MESSAGES.registered}</Alert.Title>
            <Alert.Description>
              We will let you know by e-mail once it is accepted. Taking you home to log in…
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <CompanyForm registrationToken={token} onRegistered={onRegistered} />
      )}
    </FormCard>
  );
}

export function CompanyRegistrationRoute() {
  return <LinkRoute page={CompanyRegistration} />;
}
