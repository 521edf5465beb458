// The navbar for the current viewer, never an empty bar: while the viewer loads, the guest navbar
// when no session is stored (that is who it will be) or the bar's frame when one is; the guest
// navbar when the viewer cannot be loaded (the page itself still shows). The phone menu's state is
// kept here, so a menu opened while the viewer loads stays open when the viewer arrives.
import { Suspense, useState } from 'react';
import { hasSession } from '../auth/sessionStorage.ts';
import { useViewer } from '../auth/useViewer.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { GUEST_VIEWER, NavBar, NavBarView } from './nav/NavBar.tsx';
import { NavBarSkeleton } from './nav/NavBarSkeleton.tsx';
import type { NavMenuState } from './nav/NavSidebar.tsx';

function LoadedNavBar({ menu }: { menu: NavMenuState }) {
  const viewer = useViewer();
  return <NavBar viewer={viewer} menu={menu} />;
}

export function ViewerNavBar() {
  const [open, setOpen] = useState(false);
  const menu = { open, setOpen };
  const guest = <NavBarView viewer={GUEST_VIEWER} menu={menu} />;
  return (
    <ErrorBoundary fallback={guest}>
      <Suspense fallback={hasSession() ? <NavBarSkeleton /> : guest}>
        <LoadedNavBar menu={menu} />
      </Suspense>
    </ErrorBoundary>
  );
}
