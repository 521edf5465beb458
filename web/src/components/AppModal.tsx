// The product's modal. Its dialog code (focus trap, scroll lock, presence) loads with the first
// opening, so a page that only may open one (every vehicle card, the navbar's login) neither
// downloads it nor runs a dialog per card before its first paint. Once opened it stays mounted,
// so it closes with its animation.
import { lazy, Suspense, useState } from 'react';
import type { AppModalProps } from './AppModalDialog.tsx';

const AppModalDialog = lazy(() =>
  import('./AppModalDialog.tsx').then((module) => ({ default: module.AppModalDialog })),
);

export function AppModal(props: AppModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AppModalDialog {...props} />
    </Suspense>
  );
}
