// Buy Now: the login modal for a guest, 'Are you sure to buy this car?' (YES/NO, naming the vehicle
// and its price) then the purchase for a dealer of an accepted company, disabled (saying why) for
// a dealer whose company is not accepted. The vehicle comes back Sold, which turns the card.
import { lazy, Suspense, useState } from 'react';
import { Box, Button, Portal, Tooltip } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import type { BuyNowConfirm_vehicle$key } from '../../../__generated__/BuyNowConfirm_vehicle.graphql.ts';
import { useLoginModal } from '../../../auth/loginModalState.tsx';
import type { BuyAction } from '../vehicleActions.ts';

// The confirmation and the purchase load with the first Buy Now, outside the lists' bundle.
const BuyNowConfirm = lazy(async () => ({
  default: (await import('./BuyNowConfirm.tsx')).BuyNowConfirm,
}));

export const LOCKED_REASON = 'Available once your company is accepted';

interface BuyNowButtonProps {
  action: Exclude<BuyAction, 'none'>;
  /** What the confirmation names: the vehicle, its stock number and its price. */
  vehicle: BuyNowConfirm_vehicle$key;
}

export function BuyNowButton({ action, vehicle }: BuyNowButtonProps) {
  const loginModal = useLoginModal();
  const [confirming, setConfirming] = useState(false);
  const [buying, setBuying] = useState(false);
  const button = (onClick?: () => void) => (
    <Button
      colorPalette="orange"
      size="sm"
      w="100%"
      onClick={onClick}
      disabled={action === 'disabled'}
      loading={buying}
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

  return (
    <>
      {button(() => setConfirming(true))}
      {confirming && (
        <Suspense fallback={null}>
          <BuyNowConfirm vehicle={vehicle} onBusy={setBuying} onDone={() => setConfirming(false)} />
        </Suspense>
      )}
    </>
  );
}
