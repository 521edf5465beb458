// The site's mark above the VIN form (the navbar's logo, in the page's colours).
import { HStack, Text } from '@chakra-ui/react';
import { CarFront } from 'lucide-react';

export function RegistryLogo() {
  return (
    <HStack gap="2" color="brand.800" justify="center" aria-label="CANAM Marketplace" role="img">
      <CarFront size={36} aria-hidden />
      <Text fontWeight="black" fontSize="2xl" letterSpacing="wider" aria-hidden>
        CANAM
      </Text>
      <Text fontSize="sm" color="brand.600" aria-hidden>
        Marketplace
      </Text>
    </HStack>
  );
}
