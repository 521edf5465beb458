// The login form in a modal, opened from the navbar and the home page; closed, it gives the focus
// back to what opened it (it may have been mounted already open: LoginModalWhenOpened).
import { lazy, Suspense } from 'react';
import { useLoginModal } from '../../auth/loginModalState.tsx';
import { AppModal } from '../../components/AppModal.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';

// The form (with react-hook-form and zod) loads when the modal first opens.
const LoginForm = lazy(() =>
  import('./LoginForm.tsx').then((module) => ({ default: module.LoginForm })),
);

export function LoginModal() {
  const { isOpen, open, close, opener } = useLoginModal();
  return (
    <AppModal
      open={isOpen}
      onOpenChange={(next) => (next ? open() : close())}
      title="Log In"
      finalFocusEl={opener}
    >
      <Suspense fallback={<PageLoading />}>
        <LoginForm onLoggedIn={close} onLeave={close} />
      </Suspense>
    </AppModal>
  );
}
