// /download: one button that opens the dealer guide, a PDF shipped with the site
// (web/public/canam-dealer-guide.pdf, printed from docs/dealer-guide/canam-dealer-guide.html).
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, FileText } from 'lucide-react';

export const DEALER_GUIDE_URL = '/canam-dealer-guide.pdf';

const TOPICS = [
  'Registering your company and seeing prices',
  'Offers, counter-offers and Buy Now',
  'Fees, payment, border paperwork and pick-up',
];

export function DownloadRoute() {
  return (
    <Box maxW="3xl" mx="auto" my={{ base: 6, md: 12 }} px={{ base: 3, md: 6 }}>
      <Stack
        bg="white"
        borderWidth="1px"
        borderRadius="xl"
        boxShadow="sm"
        p={{ base: 6, md: 10 }}
        gap="5"
        align="center"
        textAlign="center"
      >
        <Box color="brand.600" bg="brand.50" borderRadius="full" p="4" aria-hidden>
          <FileText size={40} />
        </Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          CANAM dealer guide
        </Heading>
        <Text color="gray.600" maxW="xl">
          How buying on CANAM works, from registering your dealership to picking up your vehicles in
          Champlain, NY: two pages to keep at hand.
        </Text>
        <Stack as="ul" gap="2" textAlign="start" color="gray.700" fontSize="sm">
          {TOPICS.map((topic) => (
            <HStack as="li" key={topic} gap="2">
              <Box color="green.600" aria-hidden>
                <Check size={16} />
              </Box>
              {topic}
            </HStack>
          ))}
        </Stack>
        <Button asChild colorPalette="brand" size="lg">
          <a href={DEALER_GUIDE_URL} target="_blank" rel="noopener">
            <FileText size={18} aria-hidden /> Open the dealer guide (PDF)
          </a>
        </Button>
      </Stack>
    </Box>
  );
}
