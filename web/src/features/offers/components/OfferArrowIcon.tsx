// The offer arrow against the last highest dealer offer: up, down, or a dash when equal.
import { Box } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import type { OfferArrow } from '../../../__generated__/OfferHistory_chain.graphql.ts';

const ARROWS = {
  UP: { Icon: ArrowUp, color: 'green.600', label: 'Higher than the last highest offer' },
  DOWN: { Icon: ArrowDown, color: 'red.600', label: 'Lower than the last highest offer' },
  DASH: { Icon: Minus, color: 'gray.500', label: 'Equal to the last highest offer' },
} as const;

export function OfferArrowIcon({ arrow }: { arrow: OfferArrow }) {
  if (!(arrow in ARROWS)) return null;
  const { Icon, color, label } = ARROWS[arrow as keyof typeof ARROWS];
  return (
    <Box as="span" color={color} role="img" aria-label={label} title={label} data-arrow={arrow}>
      <Icon size={16} />
    </Box>
  );
}
