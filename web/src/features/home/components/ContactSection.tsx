// "Contact us" on the home page: how to reach the sales team, beside the contact form.
import { lazy, Suspense } from 'react';
import { Box, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MapPin, Phone } from 'lucide-react';
import {
  COMPANY_ADDRESS_LINE,
  COMPANY_CONTACT,
  COMPANY_MAPS_URL,
} from '../../../layouts/companyContact.ts';

// The form (react-hook-form and zod) loads on its own, after the top of the page.
const ContactForm = lazy(() =>
  import('./ContactForm.tsx').then((module) => ({ default: module.ContactForm })),
);

function FormSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton h="16" />
      <Skeleton h="16" />
      <Skeleton h="28" />
      <Skeleton h="12" w="32" />
    </Stack>
  );
}

export function ContactSection() {
  return (
    <Box
      as="section"
      id="contact"
      aria-labelledby="contact-heading"
      bg="white"
      borderTopWidth="1px"
    >
      <SimpleGrid
        maxW="7xl"
        mx="auto"
        px={{ base: 4, md: 6 }}
        py={{ base: 10, md: 16 }}
        columns={{ base: 1, lg: 5 }}
        gap={{ base: 8, lg: 12 }}
      >
        <Stack gap="4" gridColumn={{ lg: 'span 2' }}>
          <Text
            textTransform="uppercase"
            letterSpacing="widest"
            fontSize="sm"
            color="brand.600"
            fontWeight="semibold"
          >
            Contact us
          </Text>
          <Heading as="h2" id="contact-heading" size={{ base: '2xl', md: '3xl' }}>
            Looking for specific units?
          </Heading>
          <Text color="gray.600">
            Tell us what your lot needs. A sales agent answers within one business day with matching
            vehicles, condition reports and landed prices.
          </Text>
          <Stack gap="3" pt="2" fontSize="sm">
            <HStack gap="3" align="start">
              <Box color="brand.600" pt="0.5" aria-hidden>
                <MapPin size={18} />
              </Box>
              <Link href={COMPANY_MAPS_URL} target="_blank" rel="noreferrer" color="gray.700">
                {COMPANY_ADDRESS_LINE}
              </Link>
            </HStack>
            <HStack gap="3" align="start">
              <Box color="brand.600" pt="0.5" aria-hidden>
                <Phone size={18} />
              </Box>
              <Link href={`tel:${COMPANY_CONTACT.phoneE164}`} color="gray.700">
                {COMPANY_CONTACT.phone} · {COMPANY_CONTACT.hours}
              </Link>
            </HStack>
          </Stack>
        </Stack>
        <Box
          gridColumn={{ lg: 'span 3' }}
          bg="gray.50"
          borderWidth="1px"
          borderRadius="xl"
          p={{ base: 4, md: 8 }}
        >
          <Suspense fallback={<FormSkeleton />}>
            <ContactForm />
          </Suspense>
        </Box>
      </SimpleGrid>
    </Box>
  );
}
