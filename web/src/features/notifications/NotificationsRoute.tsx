// /admin/notifications and /agent/notifications: the viewer's offer notifications, newest first,
// 6 a page (?page=N). The unread ones of a page are marked read as it loads (specification,
// section 4) and keep looking new for the rest of the visit.
import { useState } from 'react';
import { EmptyState, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BellOff } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation, useSearchParams } from 'react-router-dom';
import { NOTIFICATIONS_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import type { NotificationsRouteQuery } from '../../__generated__/NotificationsRouteQuery.graphql.ts';
import { LoadBoundary } from '../../components/LoadBoundary.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { Pagination, pageFromSearch } from '../../components/Pagination.tsx';
import { WARNINGS } from '../../components/warningTexts.ts';
import { NotificationCard } from './components/NotificationCard.tsx';
import { useNotificationEventsSubscription } from '../../relay/subscriptions/NotificationEventsSubscription.ts';
import { useMarkUnreadOnLoad } from './useMarkUnreadOnLoad.ts';

export const NO_NOTIFICATIONS = 'No notifications to show';

const query = graphql`
  query NotificationsRouteQuery($first: Int!, $after: String) {
    offerNotifications(first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          read
          ...NotificationCard_notification
        }
      }
    }
  }
`;

function NotificationList({
  page,
  fetchKey,
  offersPath,
}: {
  page: number;
  fetchKey: number;
  offersPath: string;
}) {
  // A notification created while the page is open: the page asks again (showing what it has
  // meanwhile), so the new one appears at the top and is marked read like the others.
  const [arrivals, setArrivals] = useState(0);
  useNotificationEventsSubscription({
    attempt: 0,
    onEvent: () => setArrivals((count) => count + 1),
    onDown: () => undefined,
  });
  const data = useLazyLoadQuery<NotificationsRouteQuery>(
    query,
    { first: NOTIFICATIONS_PAGE_SIZE, after: cursorForPage(page, NOTIFICATIONS_PAGE_SIZE) },
    { fetchPolicy: 'store-and-network', fetchKey: `${fetchKey}.${arrivals}` },
  );
  const { edges, totalCount } = data.offerNotifications;
  const fresh = useMarkUnreadOnLoad(
    edges.filter(({ node }) => !node.read).map(({ node }) => node.id),
  );

  if (edges.length === 0) {
    return (
      <EmptyState.Root bg="white" borderRadius="lg" borderWidth="1px">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <BellOff />
          </EmptyState.Indicator>
          <EmptyState.Title>{NO_NOTIFICATIONS}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="3">
      <Text color="gray.600" fontSize="sm">
        {totalCount === 1 ? '1 notification' : `${totalCount} notifications`}
      </Text>
      {edges.map(({ node }) => (
        <NotificationCard
          key={node.id}
          notification={node}
          fresh={fresh.has(node.id) || !node.read}
          offersPath={offersPath}
        />
      ))}
      <Pagination totalCount={totalCount} pageSize={NOTIFICATIONS_PAGE_SIZE} />
    </Stack>
  );
}

export function NotificationsRoute() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const area = pathname.split('/')[1] === 'agent' ? 'agent' : 'admin';
  return (
    <PageContainer
      title="Notifications"
      subtitle="Offers, counter-offers, sales and expiries, newest first."
    >
      <LoadBoundary
        failure={WARNINGS.notificationsLoadFailed}
        resetKey={String(page)}
        loading={
          <Stack gap="3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} h="36" borderRadius="lg" />
            ))}
          </Stack>
        }
      >
        {(fetchKey) => (
          <NotificationList
            page={page}
            fetchKey={fetchKey}
            offersPath={`/${area}/vehicles/offers`}
          />
        )}
      </LoadBoundary>
    </PageContainer>
  );
}
