// A short label/value list of one vehicle's facts (the offers panel, the Buy Now confirmation),
// with one fact (the price) set apart as the caller says.
import { Fragment } from 'react';
import { Grid, Text, type GridProps, type TextProps } from '@chakra-ui/react';

interface FactListProps extends GridProps {
  facts: readonly (readonly [string, string])[];
  /** Extra styles for a fact's value (e.g. the price). */
  emphasis?: (label: string) => TextProps | undefined;
}

export function FactList({ facts, emphasis, ...grid }: FactListProps) {
  return (
    <Grid
      as="dl"
      templateColumns="max-content 1fr"
      columnGap="4"
      rowGap="1"
      fontSize="sm"
      {...grid}
    >
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <Text as="dt" color="gray.600">
            {label}
          </Text>
          <Text as="dd" fontWeight="medium" minW="0" {...emphasis?.(label)}>
            {value}
          </Text>
        </Fragment>
      ))}
    </Grid>
  );
}
