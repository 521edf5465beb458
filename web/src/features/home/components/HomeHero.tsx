// The top of the home page: the product promise and, below it, the filter bar.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function HomeHero({ children }: { children: ReactNode }) {
  return (
    <Box bgGradient="to-br" gradientFrom="brand.900" gradientTo="brand.600" color="white">
      <Stack
        maxW="7xl"
        mx="auto"
        px={{ base: 4, md: 6 }}
        pt={{ base: 10, md: 20 }}
        pb={{ base: 8, md: 14 }}
        gap={{ base: 5, md: 6 }}
      >
        <Text
          textTransform="uppercase"
          letterSpacing="widest"
          fontSize="sm"
          color="brand.100"
          fontWeight="semibold"
        >
          Wholesale for US dealers
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} maxW="3xl" lineHeight="1.1">
          Canadian off-lease vehicles, landed in the US and ready for your lot
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} color="brand.50" maxW="2xl">
          Every vehicle comes with an inspected condition report. Leader in used-vehicle export
          since 2012.
        </Text>
        <Box
          bg="white"
          color="gray.900"
          borderRadius="xl"
          boxShadow="xl"
          p={{ base: 4, md: 6 }}
          mt={{ base: 2, md: 4 }}
          maxW="5xl"
        >
          {children}
        </Box>
      </Stack>
    </Box>
  );
}
