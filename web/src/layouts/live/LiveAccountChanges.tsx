// Keeps a logged-in viewer's own account live, on every page: Subscription.viewerChanged brings
// the viewer's new company status, prices right and roles into the store (the navbar and the
// guards follow at once) and, when what it may see changed, the open page loads its data again
// without a reload (the store is marked stale and the routes' loaders run again, so the catalogue,
// the inventory and the vehicle pages show prices and offer buttons), with a toast saying why.
// A deactivated user's subscription fails with UNAUTHENTICATED: the viewer is then asked for over
// HTTP, where a session the api no longer accepts ends as every 401 does (auth/sessionRefresh.ts);
// a session that is still good (a socket opened before the login) subscribes again after a pause.
import { Suspense, useEffect, useRef, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { Environment, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useViewerQuery } from '../../__generated__/useViewerQuery.graphql.ts';
import { endSession } from '../../auth/sessionRefresh.ts';
import { useViewer, viewerQuery } from '../../auth/useViewer.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { toaster } from '../../components/toaster.tsx';
import { retryDelayMs } from '../../relay/environment.ts';
import { graphQLErrorCodes } from '../../relay/graphQLErrorCodes.ts';
import { useViewerChangedSubscription } from '../../relay/subscriptions/ViewerChangedSubscription.ts';
import {
  accessOf,
  accountChangeToast,
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

interface ListenerProps {
  /** The pause before subscribing again after the n-th failure in a row. */
  retryDelay: (failures: number) => number;
}

function AccountListener({ retryDelay, access }: ListenerProps & { access: ViewerAccess }) {
  const environment = useRelayEnvironment();
  // What the viewer could see when the page was loaded, then after each event (the store's
  // viewer is already the event's when the event is heard).
  const known = useRef(access);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [attempt, setAttempt] = useState(0);
  const [failures, setFailures] = useState(0);
  const [down, setDown] = useState(false);

  useViewerChangedSubscription({
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

function ViewerWatch(props: ListenerProps) {
  const viewer = useViewer();
  // A new user (a login without a reload) gets its own subscription.
  return viewer.isLoggedIn ? (
    <AccountListener key={viewer.user?.id} access={accessOf(viewer)} {...props} />
  ) : null;
}

export function LiveAccountChanges({ retryDelay = retryDelayMs }: Partial<ListenerProps>) {
  // It shows nothing: while the viewer loads, or when it cannot, there is nothing to follow.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ViewerWatch retryDelay={retryDelay} />
      </Suspense>
    </ErrorBoundary>
  );
}
