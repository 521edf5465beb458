// A titled list of labels and values (a details modal's section); '—' where there is no value.
import type { ReactNode } from 'react';
import { Box, Grid, Heading, Stack } from '@chakra-ui/react';

export type Detail = readonly [label: string, value: ReactNode];

interface DetailListProps {
  title: string;
  details: readonly Detail[];
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

export function DetailList({ title, details }: DetailListProps) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h3" size="sm" color="gray.700">
        {title}
      </Heading>
      <Grid
        as="dl"
        templateColumns={{ base: '1fr', sm: '13rem 1fr' }}
        columnGap="4"
        rowGap={{ base: 1, sm: 2 }}
        fontSize="sm"
      >
        {details.map(([label, value]) => (
          <Box key={label} display="contents">
            <Box as="dt" color="gray.600" fontWeight="medium">
              {label}
            </Box>
            <Box as="dd" minW="0" overflowWrap="anywhere" mb={{ base: 2, sm: 0 }}>
              {isEmpty(value) ? '—' : value}
            </Box>
          </Box>
        ))}
      </Grid>
    </Stack>
  );
}
