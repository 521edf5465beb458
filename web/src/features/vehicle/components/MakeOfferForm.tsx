// The money input of Make an Offer: 'USD$ ' prefix, 2 decimals, ',' thousands, required; Send
// and cancel (or Escape). Sending makes the offer; the vehicle it returns (with the dealer's current offer)
// replaces the store's copy, so the card shows Current Offer.
import { Button, Field, HStack, IconButton, Stack } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useId } from 'react';
import { OFFER_MESSAGES } from '@canam/domain/offers';
import type { MakeOfferMutation } from '../../../__generated__/MakeOfferMutation.graphql.ts';
import { OfferPriceInput } from '../../offers/components/OfferPriceInput.tsx';
import { makeOfferMutation } from '../../offers/mutations/MakeOfferMutation.ts';
import { newIdempotencyKey, toastOutcome, toastWarning } from '../../offers/offerToasts.ts';
import { useOfferPriceForm } from '../../offers/useOfferPriceForm.ts';
import { OFFER_FAILED } from './offerNotice.ts';

interface MakeOfferFormProps {
  /** The vehicle's global id. */
  vehicleId: string;
  /** `sent`: whether it closes on an offer made (else on a cancel). */
  onClose: (sent: boolean) => void;
}

export function MakeOfferForm({ vehicleId, onClose }: MakeOfferFormProps) {
  const inputId = useId();
  const { form, commit, sending, error } = useOfferPriceForm<MakeOfferMutation>(makeOfferMutation);
  const send = form.handleSubmit(({ offerPrice }) => {
    commit(
      { vehicleId, offerPrice, idempotencyKey: newIdempotencyKey() },
      {
        onCompleted: (payload) => {
          if (toastOutcome(payload, OFFER_MESSAGES.offerSent, OFFER_FAILED)) onClose(true);
        },
        onError: () => toastWarning(OFFER_FAILED),
      },
    );
  });

  return (
    <Stack asChild gap="2">
      <form
        onSubmit={send}
        noValidate
        aria-label="Make an Offer"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !sending) onClose(false);
        }}
      >
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label htmlFor={inputId} fontSize="sm">
            Your offer
          </Field.Label>
          <OfferPriceInput control={form.control} id={inputId} autoFocus />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" size="sm" flex="1" loading={sending}>
            Send
          </Button>
          <IconButton
            aria-label="Cancel offer"
            title="Cancel"
            variant="outline"
            size="sm"
            onClick={() => onClose(false)}
            disabled={sending}
          >
            <X />
          </IconButton>
        </HStack>
      </form>
    </Stack>
  );
}
