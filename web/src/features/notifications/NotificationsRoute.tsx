// /admin/notifications and /agent/notifications: the viewer's offer notifications, newest first,
// 6 a page (?page=N), preloaded with the route. The unread ones of a page are marked read as it
// loads (specification, section 4) and keep looking new for the rest of the visit.
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { BellOff } from 'lucide-react';
import {
  fetchQuery,
  graphql,
  usePreloadedQuery,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay';
import { useLoaderData, useLocation } from 'react-router-dom';
import { NOTIFICATIONS_PAGE_SIZE } from '@canam/domain/constants';
import type { NotificationsRouteQuery } from '../../__generated__/NotificationsRouteQuery.graphql.ts';
import { EmptyList } from '../../components/EmptyList.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { pageLoader } from '../../components/pageLoader.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { PreloadBoundary } from '../../components/PreloadBoundary.tsx';
import { WARNINGS } from '../../components/warningTexts.ts';
import type { PreloadedPage } from '../../relay/routeLoader.ts';
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
    liveCursor
  }
`;

type NotificationsLoaderData = PreloadedPage<NotificationsRouteQuery>;

export const notificationsLoader = pageLoader<NotificationsRouteQuery>(
  query,
  NOTIFICATIONS_PAGE_SIZE,
);

function NotificationList({
  queryRef,
  offersPath,
}: {
  queryRef: PreloadedQuery<NotificationsRouteQuery>;
  offersPath: string;
}) {
  const relay = useRelayEnvironment();
  const data = usePreloadedQuery<NotificationsRouteQuery>(query, queryRef);
  // A notification created while the page is open (or since its query): the page asks again
  // (showing what it has meanwhile), so the new one appears at the top, marked read like the others.
  useNotificationEventsSubscription({
    after: data.liveCursor ?? null,
    attempt: 0,
    onEvent: () =>
      fetchQuery<NotificationsRouteQuery>(relay, query, queryRef.variables).subscribe({
        error: () => undefined,
      }),
    onDown: () => undefined,
  });
  const { edges, totalCount } = data.offerNotifications;
  const fresh = useMarkUnreadOnLoad(
    edges.filter(({ node }) => !node.read).map(({ node }) => node.id),
  );

  if (edges.length === 0) return <EmptyList icon={<BellOff />} title={NO_NOTIFICATIONS} />;
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
  const { queryRef, loadId } = useLoaderData() as NotificationsLoaderData;
  const { pathname } = useLocation();
  const area = pathname.split('/')[1] === 'agent' ? 'agent' : 'admin';
  return (
    <PageContainer
      title="Notifications"
      subtitle="Offers, counter-offers, sales and expiries, newest first."
    >
      <PreloadBoundary
        failure={WARNINGS.notificationsLoadFailed}
        loadId={loadId}
        loading={
          <Stack gap="3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} h="36" borderRadius="lg" />
            ))}
          </Stack>
        }
      >
        <NotificationList queryRef={queryRef} offersPath={`/${area}/vehicles/offers`} />
      </PreloadBoundary>
    </PageContainer>
  );
}
