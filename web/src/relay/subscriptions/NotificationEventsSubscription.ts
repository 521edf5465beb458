// The viewer's offer notifications as they are created (Subscription.notificationEvents): each
// event's badge count goes to the query root's viewer, so the nav's Offers button and a dealer's
// Active Offers tab show it with no refetch. Each subscription resumes after the last event seen,
// the first after the page's query.
import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useResumeCursor } from './useResumeCursor.ts';
import type {
  NotificationEventsSubscription,
  NotificationEventsSubscription$data,
} from '../../__generated__/NotificationEventsSubscription.graphql.ts';
import { setViewerUnreadCount } from '../unreadCount.ts';

const subscription = graphql`
  subscription NotificationEventsSubscription($after: String) {
    notificationEvents(after: $after) {
      cursor
      unreadCount
      notification {
        id
        read
        kind
        summary
        offerPrice {
          amount
        }
        buyer {
          firstName
          lastName
        }
        vehicle {
          id
          stockNumber
        }
      }
    }
  }
`;

export type NotificationEvent = NotificationEventsSubscription$data['notificationEvents'];

interface Options {
  /**
   * The cursor of the page's own query (Query.liveCursor): the first subscription resumes after
   * it, so what happened between the query and the socket's subscribe is still heard.
   */
  after: string | null;
  /** Changing it subscribes again (after a failure), after the last event seen. */
  attempt: number;
  onEvent: (event: NotificationEvent) => void;
  /** The subscription failed or ended: the caller falls back to polling. */
  onDown: () => void;
}

export function useNotificationEventsSubscription({
  after,
  attempt,
  onEvent,
  onDown,
}: Options): void {
  const resume = useResumeCursor(after);
  // The callbacks change with every render; the subscription must not.
  const handlers = useRef({ onEvent, onDown });
  handlers.current = { onEvent, onDown };
  const config = useMemo<GraphQLSubscriptionConfig<NotificationEventsSubscription>>(
    () => ({
      subscription,
      variables: { after: resume.afterFor(attempt) },
      updater: (store, data) => {
        if (data) setViewerUnreadCount(store, data.notificationEvents.unreadCount);
      },
      onNext: (data) => {
        if (!data) return;
        resume.heard(data.notificationEvents.cursor);
        handlers.current.onEvent(data.notificationEvents);
      },
      onError: () => handlers.current.onDown(),
      onCompleted: () => handlers.current.onDown(),
    }),
    [attempt, resume],
  );
  useSubscription<NotificationEventsSubscription>(config);
}
