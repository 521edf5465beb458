// A compact label/value list (staff details, sale data, the detail page's specifications).
// 'inline' puts the label beside its value; 'stacked' puts it above, two to a row, for the
// narrow cards of a list.
import { Box, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

interface DetailRowsProps {
  rows: readonly DetailRow[];
  /** Accessible name of the list. */
  label: string;
  columns?: 1 | 2;
  variant?: 'inline' | 'stacked';
}

export function DetailRows({ rows, label, columns = 1, variant = 'inline' }: DetailRowsProps) {
  if (variant === 'stacked') {
    return (
      <Grid as="dl" aria-label={label} templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
        {rows.map((row) => (
          <Box key={row.label} minW="0">
            <Text as="dt" fontSize="xs" color="gray.600">
              {row.label}
            </Text>
            <Text
              as="dd"
              fontSize="sm"
              fontWeight="medium"
              color="gray.900"
              overflowWrap="anywhere"
            >
              {row.value}
            </Text>
          </Box>
        ))}
      </Grid>
    );
  }
  return (
    <Grid
      as="dl"
      aria-label={label}
      templateColumns={{ base: 'auto 1fr', md: columns === 2 ? 'auto 1fr auto 1fr' : 'auto 1fr' }}
      columnGap="3"
      rowGap="1"
      fontSize="sm"
    >
      {rows.map((row) => (
        <Box key={row.label} display="contents">
          <Text as="dt" color="gray.600" whiteSpace="nowrap">
            {row.label}
          </Text>
          <Text as="dd" fontWeight="medium" color="gray.900" minW="0" overflowWrap="anywhere">
            {row.value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}

/** Keeps an amount or a date on one line. */
export function Nowrap({ children }: { children: ReactNode }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      {children}
    </Text>
  );
}
