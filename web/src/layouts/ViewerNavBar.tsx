// The navbar for the current viewer, never an empty bar: while the viewer loads, the guest navbar
// when no session is stored (that is who it will be) or the bar's frame when one is; the guest
// navbar when the viewer cannot be loaded (the page itself still shows).
import { Suspense } from 'react';
import { hasSession } from '../auth/sessionStorage.ts';
import { useViewer } from '../auth/useViewer.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { GUEST_VIEWER, NavBar, NavBarView } from '../components/NavBar.tsx';
import { NavBarSkeleton } from './nav/NavBarSkeleton.tsx';

function LoadedNavBar() {
  const viewer = useViewer();
  return <NavBar viewer={viewer} />;
}

export function ViewerNavBar() {
  return (
    <ErrorBoundary fallback={<NavBarView viewer={GUEST_VIEWER} />}>
      <Suspense fallback={hasSession() ? <NavBarSkeleton /> : <NavBarView viewer={GUEST_VIEWER} />}>
        <LoadedNavBar />
      </Suspense>
    </ErrorBoundary>
  );
}
