// One dealer's negotiation on the vehicle: its history, a countdown to the last offer's expiry on
// the server's clock, and the counter and accept controls while that offer is open.
import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { OFFER_MESSAGES } from '@canam/domain/offers';
import type { OfferChainCard_chain$key } from '../../../__generated__/OfferChainCard_chain.graphql.ts';
import { formatCountdown, remainingMs } from '../countdown.ts';
import { useNow } from '../useNow.ts';
import { AcceptOfferButton } from './AcceptOfferButton.tsx';
import { CounterOfferForm } from './CounterOfferForm.tsx';
import { OfferHistory } from './OfferHistory.tsx';

interface OfferChainCardProps {
  chain: OfferChainCard_chain$key;
  vehicleId: string;
  /** Staff counter on the dealer's behalf of the chain; a dealer on its own chain. */
  viewerIsStaff: boolean;
  /** Server clock minus browser clock, measured once when the panel loaded. */
  clockOffsetMs: number;
}

const STATE_LABELS = { ACCEPTED: 'Accepted', CLOSED: 'Closed' } as const;

export function OfferChainCard({
  chain,
  vehicleId,
  viewerIsStaff,
  clockOffsetMs,
}: OfferChainCardProps) {
  const data = useFragment(
    graphql`
      fragment OfferChainCard_chain on OfferChain {
        id
        state
        isOpen
        viewerCanCounter
        viewerCanAccept
        dealer {
          userId
          firstName
          lastName
          companyName
        }
        lastOffer {
          id
          status
          expiresAt
        }
        ...OfferHistory_chain
      }
    `,
    chain,
  );
  const last = data.lastOffer;
  const counting = data.state === 'OPEN' && last?.status === 'ACTIVE';
  const now = useNow(counting);
  const left = last ? remainingMs(last.expiresAt, now, clockOffsetMs) : 0;
  const expired = data.state === 'OPEN' && (last?.status === 'EXPIRED' || (counting && left === 0));
  const open = counting && !expired;
  const closedLabel =
    data.state !== 'OPEN' ? STATE_LABELS[data.state as keyof typeof STATE_LABELS] : null;

  return (
    <Card.Root data-testid="offer-chain-card" size="sm" variant="outline" bg="white">
      <Card.Header pb="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" truncate>
              {data.dealer.firstName} {data.dealer.lastName}
            </Text>
            {data.dealer.companyName && (
              <Text fontSize="xs" color="gray.600" truncate>
                {data.dealer.companyName}
              </Text>
            )}
          </Stack>
          {closedLabel && (
            <Badge colorPalette={data.state === 'ACCEPTED' ? 'green' : 'gray'}>{closedLabel}</Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body py="2" gap="3">
        <OfferHistory chain={data} />
        {expired && (
          <Text color="red.600" fontWeight="semibold" fontSize="sm" role="status">
            {OFFER_MESSAGES.offerExpired}
          </Text>
        )}
        {open && (
          <HStack gap="1.5" color="gray.700" fontSize="sm" role="timer" aria-live="off">
            <Clock size={14} aria-hidden />
            <Text>
              Expires in <strong data-testid="offer-countdown">{formatCountdown(left)}</strong>
            </Text>
          </HStack>
        )}
      </Card.Body>
      {open && (data.viewerCanCounter || data.viewerCanAccept) && last && (
        <Card.Footer pt="2">
          <Stack gap="2" w="100%">
            {data.viewerCanCounter && (
              <CounterOfferForm
                vehicleId={vehicleId}
                dealerId={viewerIsStaff ? data.dealer.userId : null}
              />
            )}
            {data.viewerCanAccept && <AcceptOfferButton offerId={last.id} />}
          </Stack>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
