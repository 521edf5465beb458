// The money input bound to an offer form's amount (useOfferPriceForm).
import { Controller, type Control } from 'react-hook-form';
import type { OfferInput } from '@canam/domain/forms/offer';
import { MoneyInput } from './MoneyInput.tsx';

interface OfferPriceInputProps {
  control: Control<OfferInput>;
  id: string;
  autoFocus?: boolean;
}

export function OfferPriceInput({ control, id, autoFocus }: OfferPriceInputProps) {
  return (
    <Controller
      control={control}
      name="offerPrice"
      render={({ field }) => (
        <MoneyInput
          id={id}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
