// The home page's banner, one second after the page opens (specification, section 9), once per
// browser session so a dealer coming back to the home page is not asked again. It never opens over
// another modal (the login modal a guest opened, or the one the company registration opens): then
// it is skipped for this visit, and the session records that, so a later visit may show it.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, CloseButton, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { BANNER_DELAY_MS } from '@canam/domain/constants';
import type { BannerModal_viewer$key } from '../../../__generated__/BannerModal_viewer.graphql.ts';
import { useLoginModal } from '../../../auth/loginModalState.tsx';
import { AppModal } from '../../../components/AppModal.tsx';
import { isModalOpen } from '../../../components/modalOpen.ts';
import { searchPathFor } from '../searchPath.ts';

/** What the banner did this browser session: BANNER_SHOWN, or BANNER_SKIPPED (not shown yet). */
export const BANNER_SEEN_KEY = 'canam.home-banner-seen';
export const BANNER_SHOWN = '1';
export const BANNER_SKIPPED = 'skipped';
const NO_FILTER = { make: '', model: '' };

function alreadySeen(): boolean {
  try {
    return sessionStorage.getItem(BANNER_SEEN_KEY) === BANNER_SHOWN;
  } catch {
    return false; // storage blocked: show it, the page still works
  }
}

function record(decision: typeof BANNER_SHOWN | typeof BANNER_SKIPPED): void {
  try {
    sessionStorage.setItem(BANNER_SEEN_KEY, decision);
  } catch {
    // storage blocked: nothing to remember it in
  }
}

export function BannerModal({ viewer }: { viewer: BannerModal_viewer$key }) {
  const { isLoggedIn, roles } = useFragment(
    graphql`
      fragment BannerModal_viewer on Viewer {
        isLoggedIn
        roles
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  // Read when the timer fires: the login modal may be open before its dialog reaches the page.
  const loginModal = useLoginModal();
  const loginModalOpen = useRef(loginModal.isOpen);
  useEffect(() => {
    loginModalOpen.current = loginModal.isOpen;
  }, [loginModal.isOpen]);

  useEffect(() => {
    if (alreadySeen()) return;
    const timer = window.setTimeout(() => {
      if (loginModalOpen.current || isModalOpen()) {
        record(BANNER_SKIPPED);
        return;
      }
      record(BANNER_SHOWN);
      setOpen(true);
    }, BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => setOpen(false);
  return (
    <AppModal
      open={open}
      onOpenChange={setOpen}
      header={
        <Box bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.600" color="white" p="6">
          <HStack gap="3">
            <CalendarCheck size={28} aria-hidden />
            <Dialog.Title fontSize="xl">New arrivals every week</Dialog.Title>
          </HStack>
        </Box>
      }
      contentProps={{ overflow: 'hidden', mx: '4' }}
      bodyProps={{ py: '6' }}
      footer={
        <Dialog.Footer gap="3" flexWrap="wrap">
          {!isLoggedIn && (
            <Button asChild variant="outline">
              <RouterLink to="/buyer/create" onClick={close}>
                Register
              </RouterLink>
            </Button>
          )}
          <Button asChild colorPalette="orange">
            <RouterLink to={searchPathFor(roles, NO_FILTER)} onClick={close}>
              View Inventory
            </RouterLink>
          </Button>
        </Dialog.Footer>
      }
      closeButton={<CloseButton size="sm" color="white" aria-label="Close banner" />}
    >
      <Stack gap="3" color="gray.700">
        <Text>
          Fresh off-lease vehicles from Canada land in Champlain, NY every week, each with an
          inspected condition report and ready to cross to your lot.
        </Text>
        <Text>
          {isLoggedIn
            ? 'Check the latest units and make your offers before they are gone.'
            : 'Register your dealership to see prices, make offers and buy at once.'}
        </Text>
      </Stack>
    </AppModal>
  );
}
