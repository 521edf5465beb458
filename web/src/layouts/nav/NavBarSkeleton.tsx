// The navbar while a stored session's viewer loads: the bar, the logo and the phone at once, with
// placeholders where the role's links and the session buttons come (nothing a guest would see).
import { Box, HStack, Skeleton } from '@chakra-ui/react';
import { NavFrame } from './NavFrame.tsx';
import { PhoneContact } from './PhoneContact.tsx';

const PLACEHOLDER = { bg: 'whiteAlpha.300', borderRadius: 'md', variant: 'pulse' } as const;

export function NavBarSkeleton() {
  return (
    <NavFrame busy>
      <HStack gap="6" ml="6" display={{ base: 'none', lg: 'flex' }} aria-hidden>
        <Skeleton {...PLACEHOLDER} h="4" w="28" />
        <Skeleton {...PLACEHOLDER} h="4" w="16" />
      </HStack>
      <Box flex="1" />
      <PhoneContact />
      <Skeleton {...PLACEHOLDER} h="8" w={{ base: '10', lg: '20' }} aria-hidden />
    </NavFrame>
  );
}
