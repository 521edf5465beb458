// One of a dealer's offer notifications: what happened (a counter-offer, its offer accepted, a
// negotiation expired) on which vehicle and when, with a link to the tab that now holds the
// vehicle, its offers panel open.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NotificationKind } from '@canam/domain/notifications';
import type { DealerNotificationItem_notification$key } from '../../../__generated__/DealerNotificationItem_notification.graphql.ts';
import { DateText } from '../../../components/Money.tsx';
import { OFFERS_PARAM, opensOffersPanelInPlace } from '../../offers/useOpenOffersPanel.ts';
import { NotificationKindBadge } from './NotificationKindBadge.tsx';

/** The dealer's tab where the vehicle of a notification now is. */
const TAB_OF: Record<NotificationKind, string> = {
  offer: 'active-offers',
  counter: 'active-offers',
  accepted: 'purchases',
  bought: 'purchases',
  expired: 'expired-offers',
};

export function DealerNotificationItem({
  notification,
}: {
  notification: DealerNotificationItem_notification$key;
}) {
  const data = useFragment(
    graphql`
      fragment DealerNotificationItem_notification on Notification {
        kind
        summary
        registerDate
        vehicle {
          id
          title
          stockNumber
        }
      }
    `,
    notification,
  );
  const location = useLocation();
  const { vehicle } = data;
  const tab = TAB_OF[data.kind.toLowerCase() as NotificationKind] ?? 'active-offers';
  const search = new URLSearchParams({ tab, ...(vehicle ? { [OFFERS_PARAM]: vehicle.id } : {}) });
  // On its own tab the link only opens the panel; to another tab it is a navigation.
  const opensPanel = opensOffersPanelInPlace(`?${search.toString()}`, location);
  return (
    <Box
      as="li"
      data-testid="dealer-notification"
      listStyleType="none"
      bg="orange.50"
      borderColor="orange.300"
      borderWidth="1px"
      borderLeftWidth="4px"
      borderRadius="md"
      px="3"
      py="2"
    >
      <HStack align="center" gap="3" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <NotificationKindBadge kind={data.kind} />
            <Text fontWeight="semibold">{data.summary}</Text>
          </HStack>
          <Text fontSize="sm" color="gray.600">
            {[vehicle?.title, vehicle?.stockNumber ? `Stock ${vehicle.stockNumber}` : null]
              .filter(Boolean)
              .join(' · ')}
            {' · '}
            <DateText value={data.registerDate} as="span" />
          </Text>
        </Stack>
        {vehicle ? (
          <Button asChild size="sm" variant="outline" colorPalette="brand" flexShrink={0}>
            <RouterLink
              to={{ search: `?${search.toString()}` }}
              aria-haspopup={opensPanel ? 'dialog' : undefined}
            >
              View offers
              <ArrowRight aria-hidden />
            </RouterLink>
          </Button>
        ) : null}
      </HStack>
    </Box>
  );
}
