// The navbar for the current viewer: a plain bar while the viewer loads, the guest navbar when
// the viewer cannot be loaded (the page itself still shows).
import { Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import { useViewer } from '../auth/useViewer.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { GUEST_VIEWER, NavBar, NavBarView } from '../components/NavBar.tsx';

function LoadedNavBar() {
  const viewer = useViewer();
  return <NavBar viewer={viewer} />;
}

export function ViewerNavBar() {
  return (
    <ErrorBoundary fallback={<NavBarView viewer={GUEST_VIEWER} />}>
      <Suspense fallback={<Box as="header" bg="brand.800" h="16" />}>
        <LoadedNavBar />
      </Suspense>
    </ErrorBoundary>
  );
}
