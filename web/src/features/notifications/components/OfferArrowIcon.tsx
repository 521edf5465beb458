// The offer arrow of the specification: up when an offer is above the last highest offer on the
// vehicle, down when below, a dash when equal (or when there was none before it).
import { Box } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import type { OfferArrow } from '../../../__generated__/NotificationCard_notification.graphql.ts';

const ARROWS = {
  UP: { icon: ArrowUp, color: 'green.600', label: 'Above the last highest offer' },
  DOWN: { icon: ArrowDown, color: 'red.600', label: 'Below the last highest offer' },
  DASH: { icon: Minus, color: 'gray.500', label: 'Equal to the last highest offer' },
} as const;

export function OfferArrowIcon({ arrow }: { arrow: OfferArrow | null | undefined }) {
  const {
    icon: Arrow,
    color,
    label,
  } = arrow === 'UP' || arrow === 'DOWN' ? ARROWS[arrow] : ARROWS.DASH;
  return (
    <Box as="span" role="img" aria-label={label} title={label} color={color} display="inline-flex">
      <Arrow size={20} aria-hidden />
    </Box>
  );
}
