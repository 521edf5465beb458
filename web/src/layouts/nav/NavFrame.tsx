// The navbar's frame: the sticky header with the logo, shared by the navbar and its skeleton.
import { Box, Flex, HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { CarFront } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

function Logo() {
  return (
    // Named by what it shows (WCAG 2.5.3, label in name): "CANAM Marketplace home", "CANAM home"
    // on a phone where the word Marketplace is hidden.
    <Link asChild color="white" _hover={{ textDecoration: 'none' }}>
      <RouterLink to="/">
        <HStack gap="2">
          <CarFront size={28} aria-hidden />
          <Text fontWeight="black" fontSize="xl" letterSpacing="wider">
            CANAM
          </Text>
          <Text fontSize="sm" color="brand.100" display={{ base: 'none', sm: 'block' }}>
            Marketplace
          </Text>
          <VisuallyHidden>home</VisuallyHidden>
        </HStack>
      </RouterLink>
    </Link>
  );
}

export function NavFrame({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <Box
      as="header"
      bg="brand.800"
      color="white"
      boxShadow="md"
      position="sticky"
      top="0"
      zIndex="sticky"
      aria-busy={busy ? 'true' : undefined}
    >
      <Flex maxW="7xl" mx="auto" px={{ base: 3, md: 6 }} h="16" align="center" gap="3">
        <Logo />
        {children}
      </Flex>
    </Box>
  );
}
