// Buy Now: the login modal for a guest, 'Are you sure to buy this car?' (YES/NO) for a dealer of
// an accepted company, disabled (saying why) for a dealer whose company is not accepted.
import { useState } from 'react';
import { Box, Button, Dialog, HStack, Portal, Text, Tooltip } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { useLoginModal } from '../../../auth/loginModalState.tsx';
import type { BuyAction } from '../vehicleActions.ts';
import { showOffersNextRelease } from './offerNotice.ts';

export const BUY_CONFIRM_TEXT = 'Are you sure to buy this car?';
export const LOCKED_REASON = 'Available once your company is accepted';

export function BuyNowButton({ action }: { action: Exclude<BuyAction, 'none'> }) {
  const loginModal = useLoginModal();
  const [confirming, setConfirming] = useState(false);
  const button = (onClick?: () => void) => (
    <Button
      colorPalette="orange"
      size="sm"
      w="100%"
      onClick={onClick}
      disabled={action === 'disabled'}
    >
      <ShoppingCart /> Buy Now
    </Button>
  );

  if (action === 'disabled') {
    return (
      <Tooltip.Root openDelay={100}>
        <Tooltip.Trigger asChild>
          <Box
            as="span"
            display="block"
            w="100%"
            tabIndex={0}
            aria-label={`Buy Now: ${LOCKED_REASON}`}
          >
            {button()}
          </Box>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{LOCKED_REASON}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
    );
  }
  if (action === 'login') return button(loginModal.open);

  const yes = () => {
    setConfirming(false);
    showOffersNextRelease();
  };
  return (
    <>
      {button(() => setConfirming(true))}
      <Dialog.Root
        open={confirming}
        onOpenChange={(event) => setConfirming(event.open)}
        role="alertdialog"
        placement="center"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Body pt="6">
                <Text fontWeight="semibold">{BUY_CONFIRM_TEXT}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <HStack gap="2">
                  <Button variant="outline" onClick={() => setConfirming(false)}>
                    NO
                  </Button>
                  <Button colorPalette="brand" onClick={yes}>
                    YES
                  </Button>
                </HStack>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
