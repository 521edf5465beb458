// Toasts of the specification (auto-hide after 5000 ms), below the sticky navbar so they never
// cover its buttons (Logout, the menu) on any screen.
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@canam/domain/constants';

/** The navbar's 4rem (NavBar.tsx, h="16") and a 1rem gap. */
export const TOAST_OFFSET_TOP = '5rem';

export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: TOAST_OFFSET_TOP, right: '1rem', bottom: '1rem', left: '1rem' },
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
