// Accept: the higher-offer check first, then the specification's confirmations ('There is a
// higher offer…' YES/NO, or 'No higher bid.' then 'Are you sure to accept this offer?'), then the
// sale. A failing check or sale shows its warning and changes nothing.
import { useRef, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { OFFER_MESSAGES } from '@canam/domain/offers';
import type { AcceptOfferMutation } from '../../../__generated__/AcceptOfferMutation.graphql.ts';
import type { CheckHigherOfferMutation } from '../../../__generated__/CheckHigherOfferMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';
import { acceptOfferMutation } from '../mutations/AcceptOfferMutation.ts';
import { checkHigherOfferMutation } from '../mutations/CheckHigherOfferMutation.ts';
import { newIdempotencyKey, toastOutcome, toastWarning } from '../offerToasts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export const CHECK_FAILED = 'The highest bid could not be queried';
export const ACCEPT_FAILED = 'Offer could not be accepted';

type Step = { kind: 'idle' } | { kind: 'confirm'; higherOffer: boolean };

export function AcceptOfferButton({ offerId }: { offerId: string }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const button = useRef<HTMLButtonElement>(null);
  const [check, checking] = useFormMutation<CheckHigherOfferMutation>(checkHigherOfferMutation);
  const [accept, accepting] = useFormMutation<AcceptOfferMutation>(acceptOfferMutation);

  const start = () =>
    check(
      { offerId },
      {
        onCompleted: ({ higherOffer, userErrors }) => {
          if (userErrors.length > 0) {
            toastWarning(CHECK_FAILED, userErrors[0]?.message);
            return;
          }
          setStep({ kind: 'confirm', higherOffer });
        },
        onError: () => toastWarning(CHECK_FAILED),
      },
    );

  const confirm = () =>
    accept(
      { offerId, idempotencyKey: newIdempotencyKey() },
      {
        onCompleted: (payload) => {
          setStep({ kind: 'idle' });
          toastOutcome(payload, OFFER_MESSAGES.offerAccepted, ACCEPT_FAILED);
        },
        onError: () => {
          setStep({ kind: 'idle' });
          toastWarning(ACCEPT_FAILED);
        },
      },
    );

  return (
    <>
      <Button
        ref={button}
        size="sm"
        colorPalette="green"
        w="100%"
        aria-haspopup="dialog"
        onClick={start}
        loading={checking}
      >
        <Check /> Accept
      </Button>
      <ConfirmDialog
        open={step.kind === 'confirm'}
        note={step.kind === 'confirm' && !step.higherOffer ? OFFER_MESSAGES.noHigherBid : undefined}
        question={
          step.kind === 'confirm' && step.higherOffer
            ? OFFER_MESSAGES.higherOffer
            : OFFER_MESSAGES.confirmAccept
        }
        busy={accepting}
        onYes={confirm}
        onNo={() => setStep({ kind: 'idle' })}
        finalFocus={() => button.current}
      />
    </>
  );
}
