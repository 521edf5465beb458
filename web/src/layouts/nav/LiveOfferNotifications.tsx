// Keeps the nav's offer count live for admins and agents: notification events update it as they
// happen, with a toast for each new offer. Only while the subscription is down does the count
// fall back to the specification's poll every 180 s, each tick also trying to subscribe again.
import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { NOTIFICATION_POLL_MS } from '@canam/domain/constants';
import { formatMoney } from '@canam/domain/money';
import type { OffersButtonQuery } from '../../__generated__/OffersButtonQuery.graphql.ts';
import { toaster } from '../../components/toaster.tsx';
import {
  useNotificationEventsSubscription,
  type NotificationEvent,
} from '../../features/notifications/subscriptions/NotificationEventsSubscription.ts';
import { offerCountQuery } from './OffersButton.tsx';

export function newOfferToast({ notification }: NotificationEvent): {
  title: string;
  description: string;
} {
  const who = notification.buyer
    ? `${notification.buyer.firstName} ${notification.buyer.lastName}`
    : 'A dealer';
  const price = notification.offerPrice ? ` of ${formatMoney(notification.offerPrice.amount)}` : '';
  const stock = notification.vehicle?.stockNumber;
  return {
    title: 'New offer',
    description: `${who} made an offer${price}${stock ? ` on stock ${stock}` : ''}.`,
  };
}

export function LiveOfferNotifications() {
  const environment = useRelayEnvironment();
  const [down, setDown] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useNotificationEventsSubscription({
    attempt,
    onEvent: (event) => {
      setDown(false);
      if (!event.notification.read) toaster.create({ type: 'info', ...newOfferToast(event) });
    },
    onDown: () => setDown(true),
  });

  useEffect(() => {
    if (!down) return;
    const timer = window.setInterval(() => {
      fetchQuery<OffersButtonQuery>(environment, offerCountQuery, {}).subscribe({});
      setAttempt((n) => n + 1);
    }, NOTIFICATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [down, environment]);

  return null;
}
