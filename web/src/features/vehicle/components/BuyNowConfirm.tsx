// Buy Now's 'Are you sure to buy this car?' (YES/NO), naming below it the vehicle (year make
// model, stock number) and its price, and the purchase it confirms; the vehicle comes back Sold,
// which turns the card.
import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { formatMoney } from '@canam/domain/money';
import { OFFER_MESSAGES } from '@canam/domain/offers';
import type { BuyNowConfirm_vehicle$key } from '../../../__generated__/BuyNowConfirm_vehicle.graphql.ts';
import type { BuyVehicleMutation } from '../../../__generated__/BuyVehicleMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';
import { ConfirmDialog } from '../../offers/components/ConfirmDialog.tsx';
import { buyVehicleMutation } from '../../offers/mutations/BuyVehicleMutation.ts';
import { newIdempotencyKey, toastOutcome, toastWarning } from '../../offers/offerToasts.ts';
import { NOT_PRICED_TEXT } from '../priceText.ts';
import { FactList } from './FactList.tsx';
import { OFFER_FAILED } from './offerNotice.ts';

export const BUY_CONFIRM_TEXT = OFFER_MESSAGES.confirmBuy;

interface BuyNowConfirmProps {
  vehicle: BuyNowConfirm_vehicle$key;
  /** Tells the Buy Now button the purchase is in flight. */
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}

const PRICE_EMPHASIS = { fontWeight: 'bold', color: 'brand.700' } as const;

export function BuyNowConfirm({ vehicle, onBusy, onDone }: BuyNowConfirmProps) {
  const data = useFragment(
    graphql`
      fragment BuyNowConfirm_vehicle on Vehicle {
        id
        title
        stockNumber
        price {
          amount
        }
        totalPrice {
          amount
        }
      }
    `,
    vehicle,
  );
  const [commit, buying] = useFormMutation<BuyVehicleMutation>(buyVehicleMutation);
  useEffect(() => {
    onBusy(buying);
    return () => onBusy(false);
  }, [buying, onBusy]);
  const buy = () =>
    commit(
      { vehicleId: data.id, idempotencyKey: newIdempotencyKey() },
      {
        onCompleted: (payload) => {
          onDone();
          toastOutcome(payload, OFFER_MESSAGES.vehiclePurchased, OFFER_FAILED);
        },
        onError: () => {
          onDone();
          toastWarning(OFFER_FAILED);
        },
      },
    );
  // Only a dealer who may buy gets here, and the api sends it every price there is: no price
  // means the vehicle has none yet (the api then refuses the purchase and says so).
  const facts: [string, string][] = [
    ['Vehicle', data.title],
    ['Stock', data.stockNumber ?? 'Not assigned'],
    ['Price', data.price ? formatMoney(data.price.amount) : NOT_PRICED_TEXT],
  ];
  if (data.totalPrice) facts.push(['Total with fees', formatMoney(data.totalPrice.amount)]);
  return (
    <ConfirmDialog open question={BUY_CONFIRM_TEXT} busy={buying} onYes={buy} onNo={onDone}>
      <FactList
        data-testid="buy-confirm-vehicle"
        facts={facts}
        emphasis={(label) => (label === 'Price' ? PRICE_EMPHASIS : undefined)}
        bg="gray.50"
        borderRadius="md"
        p="3"
      />
    </ConfirmDialog>
  );
}
