// The company form modal of the Pending and Active pages: the user's company (its own, else the
// one it registered) loaded as it opens, then its form.
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CompanyEditModalQuery } from '../../../__generated__/CompanyEditModalQuery.graphql.ts';
import { AppModal } from '../../../components/AppModal.tsx';
import { LoadBoundary } from '../../../components/LoadBoundary.tsx';
import { REVIEW_TEXTS } from '../reviewTexts.ts';
import { CompanyEditForm } from './CompanyEditForm.tsx';

interface CompanyEditModalProps {
  userId: string;
  fullName: string;
  open: boolean;
  onClose: () => void;
}

function CompanyOfUser({
  userId,
  fetchKey,
  onClose,
}: {
  userId: string;
  fetchKey: number;
  onClose: () => void;
}) {
  // The form starts from what the server has now, never from an older copy in the store.
  const { dealerCompany } = useLazyLoadQuery<CompanyEditModalQuery>(
    graphql`
      query CompanyEditModalQuery($userId: ID!) {
        dealerCompany(userId: $userId) {
          ...CompanyEditForm_company
        }
      }
    `,
    { userId },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  if (!dealerCompany) return <Text color="gray.600">{REVIEW_TEXTS.noCompany}</Text>;
  return <CompanyEditForm company={dealerCompany} onDone={onClose} />;
}

export function CompanyEditModal({ userId, fullName, open, onClose }: CompanyEditModalProps) {
  return (
    <AppModal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Company of ${fullName}`}
      size="xl"
      scrollBehavior="inside"
    >
      <LoadBoundary
        failure={REVIEW_TEXTS.companyNotObtained}
        resetKey={userId}
        loading={
          <Stack gap="4" aria-busy="true" aria-label="Loading the company">
            <Skeleton h="10" />
            <Skeleton h="10" />
            <Skeleton h="10" />
          </Stack>
        }
      >
        {(fetchKey) => <CompanyOfUser userId={userId} fetchKey={fetchKey} onClose={onClose} />}
      </LoadBoundary>
    </AppModal>
  );
}
