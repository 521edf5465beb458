// The viewer itself changed (Subscription.viewerChanged): its company was accepted, rejected or
// assigned, or it was deactivated (the subscription then fails with UNAUTHENTICATED). Relay keeps
// every Viewer (a type without id) in one record, the query root's `viewer`, so each event's
// viewer replaces the store's own as it is normalized: the navbar, the guards and every page's
// viewer fields follow with no updater. A new subscription (after a failure) resumes after the
// last event seen.
import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  ViewerChangedSubscription,
  ViewerChangedSubscription$data,
} from '../../__generated__/ViewerChangedSubscription.graphql.ts';

const subscription = graphql`
  subscription ViewerChangedSubscription($after: String) {
    viewerChanged(after: $after) {
      cursor
      reason
      viewer {
        isLoggedIn
        roles
        companyStatus
        homeRoute
        canSeePrices
        isStaff
        offerNotificationCount
        activeOfferCount
        user {
          id
          firstName
        }
      }
    }
  }
`;

export type ViewerChangedEvent = ViewerChangedSubscription$data['viewerChanged'];

interface Options {
  /** Changing it subscribes again (after a failure). */
  attempt: number;
  onEvent: (event: ViewerChangedEvent) => void;
  /** The subscription failed (`error`) or the server ended it (null). */
  onDown: (error: Error | null) => void;
}

export function useViewerChangedSubscription({ attempt, onEvent, onDown }: Options): void {
  const lastCursor = useRef<string | null>(null);
  // The callbacks change with every render; the subscription must not.
  const handlers = useRef({ onEvent, onDown });
  handlers.current = { onEvent, onDown };
  const config = useMemo<GraphQLSubscriptionConfig<ViewerChangedSubscription>>(
    () => ({
      subscription,
      variables: { after: attempt > 0 ? lastCursor.current : null },
      onNext: (data) => {
        if (!data) return;
        lastCursor.current = data.viewerChanged.cursor;
        handlers.current.onEvent(data.viewerChanged);
      },
      onError: (error) => handlers.current.onDown(error),
      onCompleted: () => handlers.current.onDown(null),
    }),
    [attempt],
  );
  useSubscription<ViewerChangedSubscription>(config);
}
