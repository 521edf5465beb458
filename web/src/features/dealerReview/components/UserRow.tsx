// One user of a dealer review table: a row of the table (its name the row's header), or on narrow
// screens a card listing each column's label and value; the page's actions end either.
import type { ReactNode } from 'react';
import { Box, Grid, HStack, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { UserRow_user$key } from '../../../__generated__/UserRow_user.graphql.ts';
import { UserCell } from './UserCell.tsx';
import { USER_COLUMN_LABELS, type UserColumn } from './userColumns.ts';

interface UserRowProps {
  user: UserRow_user$key;
  columns: readonly UserColumn[];
  layout: 'row' | 'card';
  actions: ReactNode;
}

export function UserRow({ user, columns, layout, actions }: UserRowProps) {
  const data = useFragment(
    graphql`
      fragment UserRow_user on User {
        firstName
        lastName
        fullName
        email
        officePhoneNumber
        extension
        mobileNumber
        auctionAccessNumber
        createdAt
        company {
          commercialName
          companyName
        }
        registeredCompany {
          commercialName
          companyName
        }
      }
    `,
    user,
  );

  if (layout === 'card') {
    return (
      <Box
        as="article"
        aria-label={data.fullName}
        bg="white"
        borderWidth="1px"
        borderRadius="lg"
        p="4"
      >
        <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="2">
          {columns.map((column) => (
            <Box key={column} display="contents">
              <Box as="dt" color="gray.600" fontSize="sm" fontWeight="medium">
                {USER_COLUMN_LABELS[column]}
              </Box>
              <Box as="dd" minW="0" overflowWrap="anywhere">
                <UserCell column={column} user={data} />
              </Box>
            </Box>
          ))}
        </Grid>
        <HStack gap="1" mt="3" pt="3" borderTopWidth="1px" justify="flex-end" wrap="wrap">
          {actions}
        </HStack>
      </Box>
    );
  }

  const [first, ...rest] = columns;
  return (
    <Table.Row>
      {first && (
        <Table.Cell asChild fontWeight="medium" textAlign="start">
          <th scope="row">
            <UserCell column={first} user={data} />
          </th>
        </Table.Cell>
      )}
      {rest.map((column) => (
        // Values wrap between their parts (UserCell keeps a phone or a date whole).
        <Table.Cell key={column} whiteSpace="normal">
          <UserCell column={column} user={data} />
        </Table.Cell>
      ))}
      <Table.Cell>
        <HStack gap="0.5" justify="flex-end">
          {actions}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
