// The white card that holds a one-purpose form page (sign-up, passwords, company registration).
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Wider cards for long forms. */
  width?: 'md' | 'xl' | '3xl';
  children: ReactNode;
}

export function FormCard({ title, subtitle, width = 'md', children }: FormCardProps) {
  return (
    <Box px={{ base: 3, md: 6 }} py={{ base: 6, md: 12 }}>
      <Box
        maxW={width}
        mx="auto"
        bg="white"
        borderWidth="1px"
        borderRadius="xl"
        boxShadow="sm"
        p={{ base: 5, md: 8 }}
      >
        <Stack gap="1" mb="6">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {subtitle && <Text color="gray.600">{subtitle}</Text>}
        </Stack>
        {children}
      </Box>
    </Box>
  );
}
