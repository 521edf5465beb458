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
    <HStack as="nav" aria-label="Dealer review" gap="1" wrap="wrap" mb={{ base: 4, md: 5 }}>
      {LINKS.map(({ to, label }) => (
        <Link
          asChild
          key={to}
          px="3"
          py="1.5"
          borderRadius="full"
          fontSize="sm"
          fontWeight="semibold"
          color="gray.700"
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          _hover={{ bg: 'brand.50', textDecoration: 'none' }}
          _currentPage={{
            bg: 'brand.700',
            color: 'white',
            borderColor: 'brand.700',
            _hover: { bg: 'brand.800' },
          }}
        >
          <NavLink to={to} end>
            {label}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}
