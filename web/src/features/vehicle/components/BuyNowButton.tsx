// Buy Now: the login modal for a guest, 'Are you sure to buy this car?' (YES/NO, naming the vehicle
// and its price) then the purchase for a dealer of an accepted company, disabled (saying why) for
// a dealer whose company is not accepted or before the vehicle's release. The vehicle comes back
// Sold, which turns the card.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import type { BuyNowConfirm_vehicle$key } from '../../../__generated__/BuyNowConfirm_vehicle.graphql.ts';
import { useLoginModal } from '../../../auth/loginModalState.tsx';
import type { BuyAction } from '../vehicleActions.ts';
import { DisabledWithReason } from './DisabledWithReason.tsx';

// The confirmation and the purchase load with the first Buy Now, outside the lists' bundle.
const BuyNowConfirm = lazy(async () => ({
  default: (await import('./BuyNowConfirm.tsx')).BuyNowConfirm,
}));

interface BuyNowButtonProps {
  action: Exclude<BuyAction, 'none'>;
  /** What the confirmation names: the vehicle, its stock number and its price. */
  vehicle: BuyNowConfirm_vehicle$key;
  /** Why it is disabled (vehicleActions' disabledReason). */
  reason?: string | null;
}

export function BuyNowButton({ action, vehicle, reason }: BuyNowButtonProps) {
  const loginModal = useLoginModal();
  const [confirming, setConfirming] = useState(false);
  const [buying, setBuying] = useState(false);
  const button = (onClick?: () => void) => (
    <Button
      colorPalette="orange"
      size="sm"
      w="100%"
      // The login modal or the YES/NO confirmation.
      aria-haspopup={action === 'disabled' ? undefined : 'dialog'}
      onClick={onClick}
      disabled={action === 'disabled'}
      loading={buying}
    >
      <ShoppingCart /> Buy Now
    </Button>
  );

  if (action === 'disabled') {
    return reason ? (
      <DisabledWithReason label="Buy Now" reason={reason}>
        {button()}
      </DisabledWithReason>
    ) : (
      button()
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
