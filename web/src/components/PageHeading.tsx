// A page's title (its one h1) with an optional line under it.
import type { ReactNode } from 'react';
import { Heading, Stack, Text, type StackProps } from '@chakra-ui/react';

interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
  mb?: StackProps['mb'];
}

export function PageHeading({ title, subtitle, mb }: PageHeadingProps) {
  return (
    <Stack gap="1" mb={mb}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {subtitle && <Text color="gray.600">{subtitle}</Text>}
    </Stack>
  );
}
