// A vehicle's stock number, or the specification's 'No stock number assigned'.
import { Text } from '@chakra-ui/react';

export const NO_STOCK_NUMBER = 'No stock number assigned';

export function StockNumberText({ stockNumber }: { stockNumber: string | null | undefined }) {
  const value = stockNumber?.trim();
  return value ? (
    <Text as="span">{value}</Text>
  ) : (
    <Text as="span" color="gray.600" fontStyle="italic">
      {NO_STOCK_NUMBER}
    </Text>
  );
}
