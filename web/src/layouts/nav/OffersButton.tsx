// The offers button of admins and agents: their offers page with the count of unread offer
// notifications, polled every 180 s while the page is open (specification, sections 2 and 7).
// The count has its own query so a failing count never takes the navbar down with it.
import { Suspense, useEffect, useState } from 'react';
import { Badge, Button } from '@chakra-ui/react';
import { HandCoins } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { NOTIFICATION_POLL_MS } from '@canam/domain/constants';
import type { OffersButtonQuery } from '../../__generated__/OffersButtonQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';

const query = graphql`
  query OffersButtonQuery {
    viewer {
      offerNotificationCount
    }
  }
`;

function OfferCount({ fetchKey }: { fetchKey: number }) {
  // store-and-network: a poll shows the last count while the new one loads
  const data = useLazyLoadQuery<OffersButtonQuery>(
    query,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const count = data.viewer.offerNotificationCount;
  if (count <= 0) return null;
  return (
    <Badge
      data-testid="offer-count"
      colorPalette="orange"
      variant="solid"
      borderRadius="full"
      minW="5"
      justifyContent="center"
      aria-label={`${count} new`}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

export function OffersButton({ to, onNavigate }: { to: string; onNavigate?: () => void }) {
  const [fetchKey, setFetchKey] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setFetchKey((key) => key + 1), NOTIFICATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Button
      asChild
      size="sm"
      variant="subtle"
      bg="brand.700"
      color="white"
      _hover={{ bg: 'brand.600' }}
    >
      <RouterLink to={to} onClick={onNavigate}>
        <HandCoins size={16} aria-hidden />
        Offers
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <OfferCount fetchKey={fetchKey} />
          </Suspense>
        </ErrorBoundary>
      </RouterLink>
    </Button>
  );
}
