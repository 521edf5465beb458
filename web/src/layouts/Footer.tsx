// The footer of the base layout: how to reach the company and the copyright line of the
// specification ("footer copyright 2021"). Registering a dealership is offered to guests only.
import { Box, Flex, HStack, Link, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../auth/useViewer.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { INVENTORY_PATH } from '../components/navLinks.ts';
import { COMPANY_CONTACT, COMPANY_MAPS_URL } from './companyContact.ts';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2" align="start">
      <Box color="brand.300" pt="0.5" flexShrink={0} aria-hidden>
        {icon}
      </Box>
      <Box>{children}</Box>
    </HStack>
  );
}

function RegisterLink() {
  return (
    <Link asChild color="inherit">
      <RouterLink to="/buyer/create">Register your dealership</RouterLink>
    </Link>
  );
}

function GuestRegisterLink() {
  const viewer = useViewer();
  return viewer.isLoggedIn ? null : <RegisterLink />;
}

export function Footer() {
  const c = COMPANY_CONTACT;
  return (
    <Box as="footer" bg="brand.900" color="brand.100" mt="auto" fontSize="sm">
      <Box maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} pt="10" pb="6">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="2">
            <Text color="white" fontWeight="black" fontSize="lg" letterSpacing="wider">
              CANAM
            </Text>
            <Text>
              US-landed Canadian off-lease vehicles for US dealers, each with an inspected condition
              report.
            </Text>
          </Stack>
          <Stack gap="2.5" as="address" fontStyle="normal">
            <Text color="white" fontWeight="semibold">
              Contact
            </Text>
            <Line icon={<MapPin size={16} />}>
              <Link href={COMPANY_MAPS_URL} target="_blank" rel="noreferrer" color="inherit">
                {c.name}
                <br />
                {c.street}
                <br />
                {c.city}, {c.state} {c.zip}
              </Link>
            </Line>
            <Line icon={<Phone size={16} />}>
              <Link href={`tel:${c.phoneE164}`} color="inherit">
                {c.phone}
              </Link>
            </Line>
            <Line icon={<Mail size={16} />}>
              <Link href={`mailto:${c.email}`} color="inherit">
                {c.email}
              </Link>
            </Line>
            <Line icon={<Clock size={16} />}>{c.hours}</Line>
          </Stack>
          <Stack gap="2.5">
            <Text color="white" fontWeight="semibold">
              Dealers
            </Text>
            <Link asChild color="inherit">
              <RouterLink to={INVENTORY_PATH}>View Inventory</RouterLink>
            </Link>
            {/* Nothing while the viewer loads; a viewer that cannot be loaded counts as a guest,
                as in the navbar. */}
            <ErrorBoundary fallback={<RegisterLink />}>
              <Suspense fallback={null}>
                <GuestRegisterLink />
              </Suspense>
            </ErrorBoundary>
            <Link asChild color="inherit">
              <RouterLink to="/download">Dealer guide (PDF)</RouterLink>
            </Link>
          </Stack>
        </SimpleGrid>
        <Separator my="6" borderColor="whiteAlpha.200" />
        <Flex direction={{ base: 'column', md: 'row' }} gap="2" justify="space-between">
          <Text>© 2021 CANAM Marketplace. All rights reserved.</Text>
          <Text>US-landed Canadian vehicles for US dealers.</Text>
        </Flex>
      </Box>
    </Box>
  );
}
