// A check: its number, the date written on it and its amount.
import { Grid, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay';
import { formatDay } from '@canam/domain/dates';
import { formatMoney } from '@canam/domain/money';
import type { CheckCard_check$key } from '../../../__generated__/CheckCard_check.graphql.ts';
import { RecordCard } from './RecordCard.tsx';

const fragment = graphql`
  fragment CheckCard_check on Check {
    ...RecordMeta_record
    date
    number
    amount {
      amount
    }
  }
`;

export function CheckCard({ check }: { check: CheckCard_check$key }) {
  const data = useFragment(fragment, check);
  const facts = [
    ['Check number', String(data.number)],
    ['Check date', formatDay(data.date)],
    ['Amount', formatMoney(data.amount.amount)],
  ];
  return (
    <RecordCard kind="check" record={data}>
      <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <Text as="dt" color="gray.600">
              {label}
            </Text>
            <Text as="dd" fontWeight="medium">
              {value}
            </Text>
          </Fragment>
        ))}
      </Grid>
    </RecordCard>
  );
}
