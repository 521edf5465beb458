// The money input of Make an Offer: 'USD$ ' prefix, 2 decimals, ',' thousands, required; Send
// and cancel. Sending makes the offer; the vehicle it returns (with the dealer's current offer)
// replaces the store's copy, so the card shows Current Offer.
import { Button, Field, HStack, IconButton, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { offerSchema, type OfferInput } from '@canam/domain/forms/offer';
import { OFFER_MESSAGES } from '@canam/domain/offers';
import { MoneyInput } from '../../offers/components/MoneyInput.tsx';
import { useMakeOfferMutation } from '../../offers/mutations/MakeOfferMutation.ts';
import { newIdempotencyKey, toastOutcome, toastWarning } from '../../offers/offerToasts.ts';
import { OFFER_FAILED } from './offerNotice.ts';

interface MakeOfferFormProps {
  /** The vehicle's global id. */
  vehicleId: string;
  onClose: () => void;
}

export function MakeOfferForm({ vehicleId, onClose }: MakeOfferFormProps) {
  const inputId = useId();
  const [commit, sending] = useMakeOfferMutation();
  const { control, handleSubmit, formState, setError } = useForm<OfferInput>({
    resolver: zodResolver(offerSchema),
    defaultValues: { offerPrice: '' },
  });
  const error = formState.errors.offerPrice?.message;
  const send = handleSubmit(({ offerPrice }) => {
    commit({
      variables: {
        input: { vehicleId, price: offerPrice, idempotencyKey: newIdempotencyKey() },
      },
      onCompleted: (data) => {
        if (toastOutcome(data.makeOffer, OFFER_MESSAGES.offerSent, OFFER_FAILED)) onClose();
        const refusal = data.makeOffer.errors[0];
        // A refused amount is also said at the input.
        if (refusal?.field === 'offerPrice') setError('offerPrice', { message: refusal.message });
      },
      onError: () => toastWarning(OFFER_FAILED),
    });
  });

  return (
    <Stack asChild gap="2">
      <form onSubmit={send} noValidate aria-label="Make an Offer">
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label htmlFor={inputId} fontSize="sm">
            Your offer
          </Field.Label>
          <Controller
            control={control}
            name="offerPrice"
            render={({ field }) => (
              <MoneyInput
                id={inputId}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                autoFocus
              />
            )}
          />
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
            onClick={onClose}
            disabled={sending}
          >
            <X />
          </IconButton>
        </HStack>
      </form>
    </Stack>
  );
}
