// The details modal of the admin users pages: every field of the user and, loaded as it opens,
// every field of its company (its own, else the one it registered).
import { displayPhone } from '../../../components/displayPhone.ts';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { formatDate } from '@canam/domain/dates';
import type { UserDetailsModal_user$key } from '../../../__generated__/UserDetailsModal_user.graphql.ts';
import type { UserDetailsModalQuery } from '../../../__generated__/UserDetailsModalQuery.graphql.ts';
import { AppModal } from '../../../components/AppModal.tsx';
import { LoadBoundary } from '../../../components/LoadBoundary.tsx';
import { REVIEW_TEXTS } from '../reviewTexts.ts';
import { CompanyDetails } from './CompanyDetails.tsx';
import { COMPANY_STATUS_LABELS, DEALER_STAGE_LABELS, yesNo } from './companyLabels.ts';
import { DetailList } from './DetailList.tsx';
import { companyLabel, phoneWithExtension } from './userColumns.ts';

const roleLabel = (role: string) =>
  role
    .replace(/^ROLE_/, '')
    .toLowerCase()
    .replace(
      /(^|_)(\w)/g,
      (_, gap: string, letter: string) => (gap ? ' ' : '') + letter.toUpperCase(),
    );

function UserCompany({ userId, fetchKey }: { userId: string; fetchKey: number }) {
  const { dealerCompany } = useLazyLoadQuery<UserDetailsModalQuery>(
    graphql`
      query UserDetailsModalQuery($userId: ID!) {
        dealerCompany(userId: $userId) {
          ...CompanyDetails_company
        }
      }
    `,
    { userId },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return dealerCompany ? (
    <CompanyDetails company={dealerCompany} />
  ) : (
    <Text color="gray.600">{REVIEW_TEXTS.noCompany}</Text>
  );
}

interface UserDetailsModalProps {
  user: UserDetailsModal_user$key;
  open: boolean;
  onClose: () => void;
}

export function UserDetailsModal({ user, open, onClose }: UserDetailsModalProps) {
  const data = useFragment(
    graphql`
      fragment UserDetailsModal_user on User {
        id
        fullName
        firstName
        lastName
        email
        roles
        status
        stage
        invitationPending
        officePhoneNumber
        extension
        mobileNumber
        auctionAccessNumber
        createdAt
        company {
          commercialName
          companyName
          status
        }
        registeredCompany {
          commercialName
          companyName
          status
        }
      }
    `,
    user,
  );
  const named = (company: typeof data.company) =>
    company ? `${companyLabel(company) ?? '—'} (${COMPANY_STATUS_LABELS[company.status]})` : null;
  return (
    <AppModal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Details of ${data.fullName}`}
      size="lg"
      scrollBehavior="inside"
      // read-only details scroll inside the modal: the keyboard reaches the body to scroll it
      bodyProps={{ pb: '6', tabIndex: 0 }}
    >
      <Stack gap="6">
        <DetailList
          title="User"
          details={[
            ['First name', data.firstName],
            ['Last name', data.lastName],
            ['Email', data.email],
            [
              'Office phone',
              phoneWithExtension(data.officePhoneNumber ?? null, data.extension ?? null),
            ],
            ['Mobile', data.mobileNumber ? displayPhone(data.mobileNumber) : null],
            ['Auction access number', data.auctionAccessNumber],
            ['Roles', data.roles.map(roleLabel).join(', ')],
            ['Status', data.status === 'INACTIVE' ? 'Inactive' : data.status ? 'Active' : null],
            ['Stage', data.stage ? (DEALER_STAGE_LABELS[data.stage] ?? data.stage) : null],
            [
              'Password set',
              yesNo(data.invitationPending == null ? null : !data.invitationPending),
            ],
            ['Company', named(data.company)],
            ['Registered company', named(data.registeredCompany)],
            ['Created at', data.createdAt ? formatDate(data.createdAt) : null],
          ]}
        />
        {data.company || data.registeredCompany ? (
          <LoadBoundary
            failure={REVIEW_TEXTS.companyNotObtained}
            resetKey={data.id}
            loading={<Skeleton h="40" aria-label="Loading the company" />}
          >
            {(fetchKey) => <UserCompany userId={data.id} fetchKey={fetchKey} />}
          </LoadBoundary>
        ) : (
          <Text color="gray.600">{REVIEW_TEXTS.noCompany}</Text>
        )}
      </Stack>
    </AppModal>
  );
}
