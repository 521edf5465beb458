// The subscription behind LiveAccountChanges, for one signed-in viewer: its events update the
// store, toast what changed and reload the page's data when what the viewer may see changed; a
// failure confirms the session over HTTP and subscribes again after a pause. Loaded only once a
// viewer is signed in: guests never fetch it.
import { useEffect, useRef, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { Environment, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useViewerQuery } from '../../__generated__/useViewerQuery.graphql.ts';
import { endSession } from '../../auth/sessionRefresh.ts';
import { useViewer, useViewerLiveCursor, viewerQuery } from '../../auth/useViewer.ts';
import { toaster } from '../../components/toaster.tsx';
import { graphQLErrorCodes } from '../../relay/graphQLErrorCodes.ts';
import { useViewerChangedSubscription } from '../../relay/subscriptions/ViewerChangedSubscription.ts';
import {
  accountChangeToast,
  accessOf,
  pageMustReload,
  type ViewerAccess,
} from './accountChange.ts';

/** Asks for the viewer over HTTP: ends the session when the server no longer accepts it. */
function confirmSession(environment: Environment): void {
  fetchQuery<useViewerQuery>(
    environment,
    viewerQuery,
    {},
    { fetchPolicy: 'network-only' },
  ).subscribe({
    next: (data) => {
      if (!data.viewer.isLoggedIn) endSession();
    },
    error: (error: unknown) => {
      if (graphQLErrorCodes(error).includes('UNAUTHENTICATED')) endSession();
    },
  });
}

export interface ListenerProps {
  /** The pause before subscribing again after the n-th failure in a row. */
  retryDelay: (failures: number) => number;
}

export function AccountListener({ retryDelay }: ListenerProps) {
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  // What the viewer could see when the page was loaded, then after each event (the store's
  // viewer is already the event's when the event is heard).
  const known = useRef<ViewerAccess>(accessOf(viewer));
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [attempt, setAttempt] = useState(0);
  const [failures, setFailures] = useState(0);
  const [down, setDown] = useState(false);

  useViewerChangedSubscription({
    after: useViewerLiveCursor(),
    attempt,
    onEvent: (event) => {
      const before = known.current;
      known.current = accessOf(event.viewer);
      setFailures(0);
      const toast = accountChangeToast(event, before);
      if (toast) toaster.create(toast);
      if (!pageMustReload(event, before)) return;
      // Whatever was loaded was seen as the viewer was: every query asks the server again.
      // (The proxy of commitUpdate has invalidateStore at run time; its type only names it on
      // the selector proxy.)
      environment.commitUpdate((store) => (store as RecordSourceSelectorProxy).invalidateStore());
      void revalidate.current();
    },
    onDown: (error) => {
      if (error === null || graphQLErrorCodes(error).includes('UNAUTHENTICATED')) {
        confirmSession(environment);
      }
      setDown(true);
    },
  });

  useEffect(() => {
    if (!down) return;
    const timer = window.setTimeout(() => {
      setDown(false);
      setFailures((n) => n + 1);
      setAttempt((n) => n + 1);
    }, retryDelay(failures));
    return () => window.clearTimeout(timer);
  }, [down, failures, retryDelay]);

  return null;
}
