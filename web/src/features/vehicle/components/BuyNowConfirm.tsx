// Buy Now's 'Are you sure to buy this car?' (YES/NO) and the purchase it confirms; the vehicle
// comes back Sold, which turns the card.
import { useEffect } from 'react';
import { OFFER_MESSAGES } from '@canam/domain/offers';
import { ConfirmDialog } from '../../offers/components/ConfirmDialog.tsx';
import { useBuyVehicleMutation } from '../../offers/mutations/BuyVehicleMutation.ts';
import { newIdempotencyKey, toastOutcome, toastWarning } from '../../offers/offerToasts.ts';
import { OFFER_FAILED } from './offerNotice.ts';

export const BUY_CONFIRM_TEXT = OFFER_MESSAGES.confirmBuy;

interface BuyNowConfirmProps {
  /** The vehicle's global id. */
  vehicleId: string;
  /** Tells the Buy Now button the purchase is in flight. */
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}

export function BuyNowConfirm({ vehicleId, onBusy, onDone }: BuyNowConfirmProps) {
  const [commit, buying] = useBuyVehicleMutation();
  useEffect(() => {
    onBusy(buying);
    return () => onBusy(false);
  }, [buying, onBusy]);
  const buy = () =>
    commit({
      variables: { input: { vehicleId, idempotencyKey: newIdempotencyKey() } },
      onCompleted: (data) => {
        onDone();
        toastOutcome(data.buyVehicle, OFFER_MESSAGES.vehiclePurchased, OFFER_FAILED);
      },
      onError: () => {
        onDone();
        toastWarning(OFFER_FAILED);
      },
    });
  return <ConfirmDialog open question={BUY_CONFIRM_TEXT} busy={buying} onYes={buy} onNo={onDone} />;
}
