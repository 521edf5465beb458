// The money input of Make an Offer: 'USD$ ' prefix, 2 decimals, ',' thousands, required; Send
// and cancel. Sending offers arrives with the offers release, so Send says so plainly.
import { Button, Field, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { NumericFormat } from 'react-number-format';
import { offerSchema, type OfferInput } from '@canam/domain/forms/offer';
import { MONEY_PREFIX } from '@canam/domain/money';
import { showOffersNextRelease } from './offerNotice.ts';

export function MakeOfferForm({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const { control, handleSubmit, formState } = useForm<OfferInput>({
    resolver: zodResolver(offerSchema),
    defaultValues: { offerPrice: '' },
  });
  const error = formState.errors.offerPrice?.message;
  const send = handleSubmit(() => {
    showOffersNextRelease();
    onClose();
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
              <NumericFormat
                id={inputId}
                customInput={Input}
                size="sm"
                bg="white"
                inputMode="decimal"
                autoFocus
                placeholder={`${MONEY_PREFIX}0.00`}
                prefix={MONEY_PREFIX}
                thousandSeparator=","
                decimalSeparator="."
                decimalScale={2}
                fixedDecimalScale
                allowNegative={false}
                value={field.value}
                onValueChange={(values) => field.onChange(values.value)}
                onBlur={field.onBlur}
                name={field.name}
                getInputRef={field.ref}
              />
            )}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" size="sm" flex="1">
            Send
          </Button>
          <IconButton
            aria-label="Cancel offer"
            title="Cancel"
            variant="outline"
            size="sm"
            onClick={onClose}
          >
            <X />
          </IconButton>
        </HStack>
      </form>
    </Stack>
  );
}
