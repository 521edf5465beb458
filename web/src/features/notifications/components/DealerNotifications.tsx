// What is new on a dealer's offers, above its Active Offers: the notifications unread when the tab
// opened or arriving while it is open (a counter-offer, an accepted offer, an expiry). They are
// marked read as they show (specification, section 4), which empties the tab's badge, and stay
// listed for the visit. Nothing shows when there is nothing new, or when they cannot be loaded.
import { useState } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { NOTIFICATIONS_PAGE_SIZE } from '@canam/domain/constants';
import type { DealerNotificationsQuery } from '../../../__generated__/DealerNotificationsQuery.graphql.ts';
import { useNotificationEventsSubscription } from '../../../relay/subscriptions/NotificationEventsSubscription.ts';
import { useMarkUnreadOnLoad } from '../useMarkUnreadOnLoad.ts';
import { DealerNotificationItem } from './DealerNotificationItem.tsx';

export const DEALER_NOTIFICATIONS_TITLE = 'New on your offers';

const query = graphql`
  query DealerNotificationsQuery($first: Int!) {
    offerNotifications(first: $first) {
      edges {
        node {
          id
          read
          ...DealerNotificationItem_notification
        }
      }
    }
    liveCursor
  }
`;

export function DealerNotifications() {
  // One arriving while the tab is open: ask again, so it shows (and is marked read) too.
  const [arrivals, setArrivals] = useState(0);
  const data = useLazyLoadQuery<DealerNotificationsQuery>(
    query,
    { first: NOTIFICATIONS_PAGE_SIZE },
    { fetchPolicy: 'store-and-network', fetchKey: arrivals },
  );
  useNotificationEventsSubscription({
    after: data.liveCursor ?? null,
    attempt: 0,
    onEvent: () => setArrivals((count) => count + 1),
    onDown: () => undefined,
  });
  const { edges } = data.offerNotifications;
  const fresh = useMarkUnreadOnLoad(
    edges.filter(({ node }) => !node.read).map(({ node }) => node.id),
  );
  const shown = edges.filter(({ node }) => fresh.has(node.id) || !node.read);
  if (shown.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="dealer-notifications-title" gap="2" mb="5">
      <Heading as="h2" id="dealer-notifications-title" size="md">
        {DEALER_NOTIFICATIONS_TITLE}
      </Heading>
      <Stack as="ul" gap="2" m="0" p="0">
        {shown.map(({ node }) => (
          <DealerNotificationItem key={node.id} notification={node} />
        ))}
      </Stack>
    </Stack>
  );
}
