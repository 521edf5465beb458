// The viewer itself changed (Subscription.viewerChanged): its company was accepted, rejected or
// assigned, or it was deactivated (the subscription then fails with UNAUTHENTICATED). Relay keeps
// every Viewer (a type without id) in one record, the query root's `viewer`, so each event's
// viewer replaces the store's own as it is normalized: the navbar, the guards and every page's
// viewer fields follow with no updater. Each subscription resumes after the last event seen, the
// first after the page's query.
import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useResumeCursor } from './useResumeCursor.ts';
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
  /**
   * The cursor of the page's own query (Query.liveCursor): the first subscription resumes after
   * it, so what happened between the query and the socket's subscribe is still heard.
   */
  after: string | null;
  /** Changing it subscribes again (after a failure), after the last event seen. */
  attempt: number;
  onEvent: (event: ViewerChangedEvent) => void;
  /** The subscription failed (`error`) or the server ended it (null). */
  onDown: (error: Error | null) => void;
}

export function useViewerChangedSubscription({ after, attempt, onEvent, onDown }: Options): void {
  const resume = useResumeCursor(after);
  // The callbacks change with every render; the subscription must not.
  const handlers = useRef({ onEvent, onDown });
  handlers.current = { onEvent, onDown };
  const config = useMemo<GraphQLSubscriptionConfig<ViewerChangedSubscription>>(
    () => ({
      subscription,
      variables: { after: resume.afterFor(attempt) },
      onNext: (data) => {
        if (!data) return;
        resume.heard(data.viewerChanged.cursor);
        handlers.current.onEvent(data.viewerChanged);
      },
      onError: (error) => handlers.current.onDown(error),
      onCompleted: () => handlers.current.onDown(null),
    }),
    [attempt, resume],
  );
  useSubscription<ViewerChangedSubscription>(config);
}
