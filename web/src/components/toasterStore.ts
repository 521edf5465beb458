// The toasts' store of the specification (auto-hide after 5000 ms), loaded through toaster.tsx. They
// show in AppToaster, below the sticky navbar so they never cover its buttons (Logout, the menu).
import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@canam/domain/constants';

/** The navbar's 4rem (NavBar.tsx, h="16") and a 1rem gap. */
export const TOAST_OFFSET_TOP = '5rem';

export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: TOAST_OFFSET_TOP, right: '1rem', bottom: '1rem', left: '1rem' },
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});
