// The viewer's offer notifications as they are created (Subscription.notificationEvents): each
// event's badge count goes to the query root's viewer, so the nav's Offers button and a dealer's
// Active Offers tab show it with no refetch. Each subscription resumes after the last event seen,
// the first after the page's query.
import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
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
  // Read once: a later `after` (a refetched query) must not skip what a failed subscription missed.
  const pageCursor = useRef(after);
  const lastCursor = useRef<string | null>(null);
  // The callbacks change with every render; the subscription must not.
  const handlers = useRef({ onEvent, onDown });
  handlers.current = { onEvent, onDown };
  const config = useMemo<GraphQLSubscriptionConfig<NotificationEventsSubscription>>(
    () => ({
      subscription,
      // The first subscription resumes after the page's query, a later one after the last event
      // heard (or the page's query when none was).
      variables: {
        after: attempt === 0 ? pageCursor.current : (lastCursor.current ?? pageCursor.current),
      },
      updater: (store, data) => {
        if (data) setViewerUnreadCount(store, data.notificationEvents.unreadCount);
      },
      onNext: (data) => {
        if (!data) return;
        lastCursor.current = data.notificationEvents.cursor;
        handlers.current.onEvent(data.notificationEvents);
      },
      onError: () => handlers.current.onDown(),
      onCompleted: () => handlers.current.onDown(),
    }),
    [attempt],
  );
  useSubscription<NotificationEventsSubscription>(config);
}
