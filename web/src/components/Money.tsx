// Money and dates in the formats of the specification ('USD$ 24,500.00', 'MMM Do YY, hh:mm:ss A').
import { Text, type TextProps } from '@chakra-ui/react';
import { formatMoney } from '@canam/domain/money';
import { formatDate } from '@canam/domain/dates';

export function Money({ amount, ...props }: { amount: string } & TextProps) {
  return (
    <Text as="span" {...props}>
      {formatMoney(amount)}
    </Text>
  );
}

export function DateText({ value, ...props }: { value: string } & TextProps) {
  return (
    <Text asChild {...props}>
      <time dateTime={value}>{formatDate(value)}</time>
    </Text>
  );
}
