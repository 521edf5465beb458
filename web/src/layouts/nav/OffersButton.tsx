// The offers button of admins and agents: their offers page with the count of unread offer
// notifications (specification, sections 2 and 7), kept live by LiveOfferNotifications.
// The count has its own query so a failing count never takes the navbar down with it.
import { Suspense } from 'react';
import { Badge, Button } from '@chakra-ui/react';
import { HandCoins } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { OffersButtonQuery } from '../../__generated__/OffersButtonQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';

export const offerCountQuery = graphql`
  query OffersButtonQuery {
    viewer {
      offerNotificationCount
    }
  }
`;

function OfferCount() {
  // Read from the server on mount; events and the fallback poll then write to the store.
  const data = useLazyLoadQuery<OffersButtonQuery>(
    offerCountQuery,
    {},
    { fetchPolicy: 'store-and-network' },
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
            <OfferCount />
          </Suspense>
        </ErrorBoundary>
      </RouterLink>
    </Button>
  );
}
