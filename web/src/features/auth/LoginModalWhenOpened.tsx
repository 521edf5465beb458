// The login modal as the application shell renders it: its code (the dialog's focus trap and scroll
// lock, then the form) loads with its first opening rather than with every page. Once opened it
// stays mounted, so it closes with its animation.
import { lazy, Suspense, useState } from 'react';
import { useLoginModal } from '../../auth/loginModalState.tsx';

const LoginModal = lazy(() =>
  import('./LoginModal.tsx').then((module) => ({ default: module.LoginModal })),
);

export function LoginModalWhenOpened() {
  const { isOpen } = useLoginModal();
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
