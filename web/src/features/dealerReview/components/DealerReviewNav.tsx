// The dealer review's sub-navigation at the top of its pages: Dealer registrations (assign
// company) | Pending | Active | Rejected. Links, so each page has its own address; the current
// one is marked aria-current="page".
import { HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { ASSIGN_COMPANY_PATH, USER_LISTS } from '../userLists.ts';

const LINKS = [
  { to: ASSIGN_COMPANY_PATH, label: 'Dealer registrations' },
  ...USER_LISTS.map((list) => ({ to: list.path, label: list.label })),
];

export function DealerReviewNav() {
  return (
    <HStack
      as="nav"
      aria-label="Dealer review"
      gap="1"
      wrap="wrap"
      mb={{ base: 4, md: 5 }}
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      {LINKS.map(({ to, label }) => (
        <Link
          asChild
          key={to}
          px="3"
          py="2"
          mb="-1px"
          fontSize="sm"
          fontWeight="semibold"
          color="gray.600"
          borderBottomWidth="2px"
          borderColor="transparent"
          _hover={{ color: 'brand.700', textDecoration: 'none' }}
          _currentPage={{ color: 'brand.700', borderColor: 'brand.600' }}
        >
          <NavLink to={to} end>
            {label}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}
