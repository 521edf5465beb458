// Why there is no price: a guest must log in, a dealer's company must be accepted first.
import { Text } from '@chakra-ui/react';
import type { Audience } from '../vehicleActions.ts';

const HINTS: Partial<Record<Audience, string>> = {
  guest: 'Prices are shown to registered US dealers. Log in or register to see the price.',
  lockedDealer: 'Prices, offers and purchases open as soon as your company is accepted.',
};

export function PriceHint({ audience }: { audience: Audience }) {
  const hint = HINTS[audience];
  if (!hint) return null;
  return (
    <Text fontSize="sm" color="gray.600" bg="brand.50" borderRadius="md" px="3" py="2">
      {hint}
    </Text>
  );
}
