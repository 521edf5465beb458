// What one column of a dealer review table shows for a user; '—' where the user has nothing.
import { displayPhone } from '../../../components/displayPhone.ts';
import type { ReactNode } from 'react';
import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { formatDate } from '@canam/domain/dates';
import type { UserRow_user$data } from '../../../__generated__/UserRow_user.graphql.ts';
import { CopyButton } from './CopyButton.tsx';
import { companyLabel, type UserColumn } from './userColumns.ts';

export const AUCTION_ACCESS_COPIED = 'Auction access number copied';

/** A part of a value that never breaks across lines (a phone, a date, a time). */
function Whole({ children }: { children: ReactNode }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      {children}
    </Text>
  );
}

function Nothing() {
  return (
    <Text as="span" color="gray.500">
      —
    </Text>
  );
}

function Company({ user }: { user: UserRow_user$data }) {
  const own = companyLabel(user.company);
  if (own) return <>{own}</>;
  const registered = companyLabel(user.registeredCompany);
  if (!registered) return <Nothing />;
  return (
    <HStack as="span" gap="1.5" wrap="wrap">
      <span>{registered}</span>
      <Badge size="sm" colorPalette="gray" title="The company this user registered">
        registered
      </Badge>
    </HStack>
  );
}

export function UserCell({ column, user }: { column: UserColumn; user: UserRow_user$data }) {
  switch (column) {
    case 'firstName':
      return <>{user.firstName}</>;
    case 'lastName':
      return <>{user.lastName}</>;
    case 'email':
      return user.email ? (
        <Link href={`mailto:${user.email}`} color="brand.700">
          {user.email}
        </Link>
      ) : (
        <Nothing />
      );
    case 'officePhone':
      if (!user.officePhoneNumber) return <Nothing />;
      return user.extension ? (
        <>
          <Whole>{displayPhone(user.officePhoneNumber)}</Whole> <Whole>ext. {user.extension}</Whole>
        </>
      ) : (
        <Whole>{displayPhone(user.officePhoneNumber)}</Whole>
      );
    case 'mobile':
      return user.mobileNumber ? <Whole>{displayPhone(user.mobileNumber)}</Whole> : <Nothing />;
    case 'auctionAccess':
      return user.auctionAccessNumber ? (
        <HStack as="span" gap="1" whiteSpace="nowrap">
          <span>{user.auctionAccessNumber}</span>
          <CopyButton
            value={user.auctionAccessNumber}
            label={`Copy auction access number of ${user.fullName}`}
            copied={AUCTION_ACCESS_COPIED}
          />
        </HStack>
      ) : (
        <Nothing />
      );
    case 'company':
      return <Company user={user} />;
    case 'createdAt': {
      if (!user.createdAt) return <Nothing />;
      // 'Mar 2nd 26, 03:04:05 PM': the date and the time may go on two lines.
      const [day, time] = formatDate(user.createdAt).split(', ');
      return (
        <>
          <Whole>{day},</Whole> <Whole>{time}</Whole>
        </>
      );
    }
  }
}
