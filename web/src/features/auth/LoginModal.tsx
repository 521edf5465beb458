// The login form in a modal, opened from the navbar and the home page.
import { lazy, Suspense } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useLoginModal } from '../../auth/loginModalState.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';

// The form (with react-hook-form and zod) loads when the modal first opens.
const LoginForm = lazy(() =>
  import('./LoginForm.tsx').then((module) => ({ default: module.LoginForm })),
);

export function LoginModal() {
  const { isOpen, open, close } = useLoginModal();
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(event) => (event.open ? open() : close())}
      placement="center"
      size="md"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Log In</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Suspense fallback={<PageLoading />}>
                <LoginForm onLoggedIn={close} onLeave={close} />
              </Suspense>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
