// The page column: consistent width, gutters and a heading for every page.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { PageHeading } from './PageHeading.tsx';

interface PageContainerProps {
  title?: string;
  subtitle?: string;
  children: ReactNode;
}

export function PageContainer({ title, subtitle, children }: PageContainerProps) {
  return (
    <Box maxW="7xl" mx="auto" px={{ base: 3, md: 6 }} py={{ base: 5, md: 8 }}>
      {title && <PageHeading title={title} subtitle={subtitle} mb={{ base: 4, md: 6 }} />}
      {children}
    </Box>
  );
}
