// The company validations modal: the user's company (its own, else the one it registered) loaded
// as it opens, with its flags and the Reject, Accept and Save buttons. A failed load shows the
// bare Warning toast of the specification's validation calls.
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CompanyValidationsModalQuery } from '../../../__generated__/CompanyValidationsModalQuery.graphql.ts';
import { AppModal } from '../../../components/AppModal.tsx';
import { LoadBoundary } from '../../../components/LoadBoundary.tsx';
import { REVIEW_TEXTS, toastWarning } from '../reviewTexts.ts';
import { CompanyValidationsForm } from './CompanyValidationsForm.tsx';

interface CompanyValidationsModalProps {
  userId: string;
  fullName: string;
  open: boolean;
  onClose: () => void;
  onStatusChanged: () => void;
}

interface CompanyOfUserProps {
  userId: string;
  fetchKey: number;
  onClose: () => void;
  onStatusChanged: () => void;
}

function CompanyOfUser({ userId, fetchKey, onClose, onStatusChanged }: CompanyOfUserProps) {
  const { dealerCompany } = useLazyLoadQuery<CompanyValidationsModalQuery>(
    graphql`
      query CompanyValidationsModalQuery($userId: ID!) {
        dealerCompany(userId: $userId) {
          ...CompanyValidationsForm_company
        }
      }
    `,
    { userId },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  if (!dealerCompany) return <Text color="gray.600">{REVIEW_TEXTS.noCompany}</Text>;
  return (
    <CompanyValidationsForm
      company={dealerCompany}
      onClose={onClose}
      onStatusChanged={onStatusChanged}
    />
  );
}

export function CompanyValidationsModal({
  userId,
  fullName,
  open,
  onClose,
  onStatusChanged,
}: CompanyValidationsModalProps) {
  return (
    <AppModal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Company validations of ${fullName}`}
    >
      <LoadBoundary
        failure={REVIEW_TEXTS.companyNotObtained}
        resetKey={userId}
        warn={() => toastWarning()}
        loading={
          <Stack gap="3" aria-busy="true" aria-label="Loading the company">
            <Skeleton h="6" />
            <Skeleton h="6" />
            <Skeleton h="6" />
          </Stack>
        }
      >
        {(fetchKey) => (
          <CompanyOfUser
            userId={userId}
            fetchKey={fetchKey}
            onClose={onClose}
            onStatusChanged={onStatusChanged}
          />
        )}
      </LoadBoundary>
    </AppModal>
  );
}
