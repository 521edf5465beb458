// Where the toasts show. The application loads it (and with it the toasts' store, toasterStore.ts)
// after its first paint (main.tsx): a toast added before it mounts is shown when it does.
import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toaster } from './toasterStore.ts';

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
