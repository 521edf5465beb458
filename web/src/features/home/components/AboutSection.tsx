// "About us": the service points of the specification (inspected condition report on every
// vehicle, off-lease inventory, leader in used-vehicle export since 2012).
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ClipboardCheck, Globe2, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

function ServicePoint({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack bg="white" borderRadius="xl" borderWidth="1px" p="6" gap="3" boxShadow="sm">
      <Box
        color="brand.600"
        bg="brand.50"
        borderRadius="lg"
        w="12"
        h="12"
        display="flex"
        alignItems="center"
        justifyContent="center"
        aria-hidden
      >
        {icon}
      </Box>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Text color="gray.600">{children}</Text>
    </Stack>
  );
}

export function AboutSection() {
  return (
    <Box as="section" id="about" aria-labelledby="about-heading">
      <Stack maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }} gap="8">
        <Stack gap="2" maxW="3xl">
          <Text
            textTransform="uppercase"
            letterSpacing="widest"
            fontSize="sm"
            color="brand.600"
            fontWeight="semibold"
          >
            About us
          </Text>
          <Heading as="h2" id="about-heading" size={{ base: '2xl', md: '3xl' }}>
            Canadian vehicles, bought with confidence
          </Heading>
          <Text color="gray.600" fontSize={{ md: 'lg' }}>
            We source off-lease vehicles across Canada, inspect them, land them in the US and list
            them here at wholesale prices in US dollars for registered dealers.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          <ServicePoint icon={<ClipboardCheck size={26} />} title="Inspected condition report">
            Every vehicle is inspected and comes with a full condition report, photos and specs
            before you make an offer.
          </ServicePoint>
          <ServicePoint icon={<ShieldCheck size={26} />} title="Off-lease inventory">
            Well-kept, single-owner off-lease vehicles from Canada, priced in US dollars for US
            dealers.
          </ServicePoint>
          <ServicePoint icon={<Globe2 size={26} />} title="Leader in export since 2012">
            A leader in used-vehicle export since 2012: customs, paperwork and transport to the US
            handled for you.
          </ServicePoint>
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
