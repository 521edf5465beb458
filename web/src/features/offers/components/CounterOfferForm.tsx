// The counter input of an offer card: a money amount, non-empty and non-zero. Staff name the
// chain's dealer; a dealer counters on its own chain.
import { Button, Field, HStack } from '@chakra-ui/react';
import { useId } from 'react';
import { OFFER_MESSAGES } from '@canam/domain/offers';
import type { CounterOfferMutation } from '../../../__generated__/CounterOfferMutation.graphql.ts';
import { counterOfferMutation } from '../mutations/CounterOfferMutation.ts';
import { newIdempotencyKey, toastOutcome, toastWarning } from '../offerToasts.ts';
import { useOfferPriceForm } from '../useOfferPriceForm.ts';
import { OfferPriceInput } from './OfferPriceInput.tsx';

export const COUNTER_FAILED = 'The Counter-Offer could not be sent';

interface CounterOfferFormProps {
  vehicleId: string;
  /** The chain's dealer (its User id), when staff counter; null when the viewer is that dealer. */
  dealerId: string | null;
}

export function CounterOfferForm({ vehicleId, dealerId }: CounterOfferFormProps) {
  const inputId = useId();
  const { form, commit, sending, error } =
    useOfferPriceForm<CounterOfferMutation>(counterOfferMutation);
  const send = form.handleSubmit(({ offerPrice }) => {
    commit(
      { vehicleId, dealerId, offerPrice, idempotencyKey: newIdempotencyKey() },
      {
        onCompleted: (payload) => {
          if (toastOutcome(payload, OFFER_MESSAGES.counterOfferSent, COUNTER_FAILED)) {
            form.reset({ offerPrice: '' });
          }
        },
        onError: () => toastWarning(COUNTER_FAILED),
      },
    );
  });

  return (
    <form onSubmit={send} noValidate aria-label="Counter-Offer">
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label htmlFor={inputId} fontSize="xs" color="gray.600">
          Counter-Offer
        </Field.Label>
        <HStack gap="2" w="100%" align="start">
          <OfferPriceInput control={form.control} id={inputId} />
          <Button type="submit" size="sm" colorPalette="brand" loading={sending} flexShrink={0}>
            Counter
          </Button>
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}
