// The white card that holds a one-purpose form page (sign-up, passwords, company registration).
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { PageHeading } from '../../../components/PageHeading.tsx';

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
        <PageHeading title={title} subtitle={subtitle} mb="6" />
        {children}
      </Box>
    </Box>
  );
}
