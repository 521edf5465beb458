// The pending-offer dot: the other side's latest offer is newer than the viewer's side's, so the
// viewer is expected to answer.
import { Box } from '@chakra-ui/react';

export const PENDING_OFFER_LABEL = 'An offer is waiting for your answer';

export function PendingOfferDot() {
  return (
    <Box
      as="span"
      data-testid="pending-offer-dot"
      role="img"
      aria-label={PENDING_OFFER_LABEL}
      title={PENDING_OFFER_LABEL}
      display="inline-block"
      boxSize="2.5"
      borderRadius="full"
      bg="red.500"
      boxShadow="0 0 0 2px white"
      flexShrink={0}
    />
  );
}
