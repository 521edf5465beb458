// The page column: consistent width, gutters and a heading for every page.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageContainerProps {
  title?: string;
  subtitle?: string;
  children: ReactNode;
}

export function PageContainer({ title, subtitle, children }: PageContainerProps) {
  return (
    <Box maxW="7xl" mx="auto" px={{ base: 3, md: 6 }} py={{ base: 5, md: 8 }}>
      {title && (
        <Stack gap="1" mb={{ base: 4, md: 6 }}>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {subtitle && <Text color="gray.600">{subtitle}</Text>}
        </Stack>
      )}
      {children}
    </Box>
  );
}
