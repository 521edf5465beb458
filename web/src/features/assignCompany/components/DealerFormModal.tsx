// The large dealer form modal: empty for 'Add dealer', or a viewed row's user with its company
// (its own, else the one it registered; Query.dealerCompany), loaded as it opens, editable and
// saveable.
import { Skeleton, Stack } from '@chakra-ui/react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { DealerFormModal_user$key } from '../../../__generated__/DealerFormModal_user.graphql.ts';
import type { DealerFormModalQuery } from '../../../__generated__/DealerFormModalQuery.graphql.ts';
import { AppModal } from '../../../components/AppModal.tsx';
import { LoadBoundary } from '../../../components/LoadBoundary.tsx';
import { REVIEW_TEXTS } from '../../dealerReview/reviewTexts.ts';
import { dealerFormDefaults } from '../dealerFormValues.ts';
import { DealerForm } from './DealerForm.tsx';

interface DealerFormModalProps {
  /** The viewed row's user; null for a new dealer. */
  user: DealerFormModal_user$key | null;
  /** The viewed user's name, for the title. */
  fullName?: string;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

interface ViewedDealerProps {
  user: DealerFormModal_user$key;
  fetchKey: number;
  onClose: () => void;
  onSaved: () => void;
}

function ViewedDealer({ user, fetchKey, onClose, onSaved }: ViewedDealerProps) {
  const person = useFragment(
    graphql`
      fragment DealerFormModal_user on User {
        id
        firstName
        lastName
        email
        officePhoneNumber
        extension
        mobileNumber
      }
    `,
    user,
  );
  // The form starts from what the server has now, never from an older copy in the store.
  const { dealerCompany } = useLazyLoadQuery<DealerFormModalQuery>(
    graphql`
      query DealerFormModalQuery($userId: ID!) {
        dealerCompany(userId: $userId) {
          id
          commercialName
          companyName
          companyCode
          street
          addressLine2
          zip
          state
          stateId
          city
          webSite
          gst
          qst
          corporationType
          corporationNumber
          taxid
          dealerLicense
          billingContactName
          billingContactEmail
          billingContactMobilePhone
          secondaryEmail
          secondaryMobileNumber
          faxNumber
          toBeDelivered
        }
      }
    `,
    { userId: person.id },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  return (
    <DealerForm
      userId={person.id}
      defaultValues={dealerFormDefaults(person, dealerCompany ?? null)}
      initialState={dealerCompany?.state ?? ''}
      onSaved={onSaved}
      onCancel={onClose}
    />
  );
}

export function DealerFormModal({ user, fullName, open, onClose, onSaved }: DealerFormModalProps) {
  return (
    <AppModal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={user ? `Dealer: ${fullName ?? ''}` : 'New dealer'}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      {user ? (
        <LoadBoundary
          failure={REVIEW_TEXTS.companyNotObtained}
          resetKey="dealer"
          loading={
            <Stack gap="4" aria-busy="true" aria-label="Loading the dealer">
              <Skeleton h="10" />
              <Skeleton h="10" />
              <Skeleton h="10" />
            </Stack>
          }
        >
          {(fetchKey) => (
            <ViewedDealer user={user} fetchKey={fetchKey} onClose={onClose} onSaved={onSaved} />
          )}
        </LoadBoundary>
      ) : (
        <DealerForm
          userId={null}
          defaultValues={dealerFormDefaults(null, null)}
          initialState=""
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </AppModal>
  );
}
