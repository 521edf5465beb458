// Keeps a logged-in viewer's own account live, on every page: Subscription.viewerChanged brings
// the viewer's new company status, prices right and roles into the store (the navbar and the
// guards follow at once) and, when what it may see changed, the open page loads its data again
// without a reload (the store is marked stale and the routes' loaders run again, so the catalogue,
// the inventory and the vehicle pages show prices and offer buttons), with a toast saying why.
// A deactivated user's subscription fails with UNAUTHENTICATED: the viewer is then asked for over
// HTTP, where a session the api no longer accepts ends as every 401 does (auth/sessionRefresh.ts);
// a session that is still good (a socket opened before the login) subscribes again after a pause.
import { lazy, Suspense } from 'react';
import { useViewer } from '../../auth/useViewer.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { retryDelayMs } from '../../relay/environment.ts';
import type { ListenerProps } from './AccountListener.tsx';

const AccountListener = lazy(() =>
  import('./AccountListener.tsx').then((module) => ({ default: module.AccountListener })),
);

function ViewerWatch(props: ListenerProps) {
  const viewer = useViewer();
  // A new user (a login without a reload) gets its own subscription.
  return viewer.isLoggedIn ? <AccountListener key={viewer.user?.id} {...props} /> : null;
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
