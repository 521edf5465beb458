// Keeps the viewer's notification badge live (the nav's Offers button of admins and agents, the
// Active Offers tab of a dealer): notification events update it as they happen, with a toast
// saying what happened (a new offer, a counter-offer, a sale, an expiry). Only while the
// subscription is down does the count fall back to the specification's poll every 180 s, each
// tick also trying to subscribe again. The navbar loads it only for a viewer who hears them
// (hearsOfferNotifications.ts): guests never fetch its subscription.
import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { NOTIFICATION_POLL_MS } from '@canam/domain/constants';
import { NOTIFICATION_TITLES, type NotificationKind } from '@canam/domain/notifications';
import type { OffersButtonQuery } from '../../__generated__/OffersButtonQuery.graphql.ts';
import { useViewerLiveCursor } from '../../auth/useViewer.ts';
import { toaster } from '../../components/toaster.tsx';
import {
  useNotificationEventsSubscription,
  type NotificationEvent,
} from '../../relay/subscriptions/NotificationEventsSubscription.ts';
import { offerCountQuery } from './OffersButton.tsx';

export function notificationToast({ notification }: NotificationEvent): {
  title: string;
  description: string;
} {
  const kind = notification.kind.toLowerCase() as NotificationKind;
  const stock = notification.vehicle?.stockNumber;
  return {
    title: NOTIFICATION_TITLES[kind] ?? 'New notification',
    description: `${notification.summary}${stock ? ` (stock ${stock})` : ''}.`,
  };
}

export function LiveOfferNotifications() {
  const environment = useRelayEnvironment();
  const [down, setDown] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useNotificationEventsSubscription({
    after: useViewerLiveCursor(),
    attempt,
    onEvent: (event) => {
      setDown(false);
      if (!event.notification.read) toaster.create({ type: 'info', ...notificationToast(event) });
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
