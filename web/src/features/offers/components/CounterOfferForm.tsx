// The counter input of an offer card: a money amount, non-empty and non-zero. Staff name the
// chain's dealer; a dealer counters on its own chain.
import { Button, Field, HStack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { counterOfferSchema, type OfferInput } from '@canam/domain/forms/offer';
import { OFFER_MESSAGES } from '@canam/domain/offers';
import { useCounterOfferMutation } from '../mutations/CounterOfferMutation.ts';
import { newIdempotencyKey, toastOutcome, toastWarning } from '../offerToasts.ts';
import { MoneyInput } from './MoneyInput.tsx';

export const COUNTER_FAILED = 'The Counter-Offer could not be sent';

interface CounterOfferFormProps {
  vehicleId: string;
  /** The chain's dealer, when staff counter; null when the viewer is that dealer. */
  dealerId: number | null;
}

export function CounterOfferForm({ vehicleId, dealerId }: CounterOfferFormProps) {
  const inputId = useId();
  const [commit, sending] = useCounterOfferMutation();
  const { control, handleSubmit, formState, reset, setError } = useForm<OfferInput>({
    resolver: zodResolver(counterOfferSchema),
    defaultValues: { offerPrice: '' },
  });
  const error = formState.errors.offerPrice?.message;
  const send = handleSubmit(({ offerPrice }) => {
    commit({
      variables: {
        input: { vehicleId, dealerId, price: offerPrice, idempotencyKey: newIdempotencyKey() },
      },
      onCompleted: (data) => {
        if (toastOutcome(data.counterOffer, OFFER_MESSAGES.counterOfferSent, COUNTER_FAILED)) {
          reset({ offerPrice: '' });
        }
        const refusal = data.counterOffer.errors[0];
        // A refused amount is also said at the input.
        if (refusal?.field === 'offerPrice') setError('offerPrice', { message: refusal.message });
      },
      onError: () => toastWarning(COUNTER_FAILED),
    });
  });

  return (
    <form onSubmit={send} noValidate aria-label="Counter-Offer">
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label htmlFor={inputId} fontSize="xs" color="gray.600">
          Counter-Offer
        </Field.Label>
        <HStack gap="2" w="100%" align="start">
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
              />
            )}
          />
          <Button type="submit" size="sm" colorPalette="brand" loading={sending} flexShrink={0}>
            Counter
          </Button>
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}
