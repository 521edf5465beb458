// The sale information modal (specification 001, sections 3-5): price (not zero), buyer, date (at
// most today) and what the seller received, optionally. The sale is recorded (sellVehicle), then
// the received price when given; the screen then goes to the vehicle list.
import { useId, useMemo } from 'react';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  emptySaleInfoForm,
  localDate,
  saleInfoFormSchema,
  type SaleInfoForm as Values,
  type SaleInfoFormInput,
} from '@canam/domain/forms/saleInfo';
import { AppModal } from '../../../components/AppModal.tsx';
import { EDIT_TEXTS, toastSuccess, toastWarning } from '../editTexts.ts';
import { useSaveReceivedPriceMutation } from '../mutations/SaveReceivedPriceMutation.ts';
import { useSellVehicleMutation } from '../mutations/SellVehicleMutation.ts';
import { BuyerSelect } from './BuyerSelect.tsx';
import { MoneyField } from './MoneyField.tsx';
import { EditField } from './EditField.tsx';

interface SaleInfoModalProps {
  vehicleId: string;
  open: boolean;
  onClose: () => void;
  /** The vehicle list the screen goes to once the sale is saved. */
  listPath: string;
}

const FIELDS = ['price', 'buyerId', 'date', 'receivedPrice'] as const;

function SaleInfoForm({ vehicleId, onClose, listPath }: Omit<SaleInfoModalProps, 'open'>) {
  const ids = { price: useId(), buyer: useId(), received: useId() };
  const navigate = useNavigate();
  const today = localDate();
  const schema = useMemo(() => saleInfoFormSchema(today), [today]);
  const form = useForm<SaleInfoFormInput, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: emptySaleInfoForm,
  });
  const { errors } = form.formState;
  const target = { setError: form.setError, fields: FIELDS };
  const [sell, selling] = useSellVehicleMutation<SaleInfoFormInput>(target);
  const [saveReceived, savingReceived] = useSaveReceivedPriceMutation<SaleInfoFormInput>(target);

  const done = () => {
    toastSuccess(EDIT_TEXTS.soldSaved);
    navigate(listPath);
  };

  const submit = form.handleSubmit(({ price, buyerId, date, receivedPrice }) =>
    sell(
      { vehicleId, price, buyerId, date },
      {
        onCompleted: ({ vehicle, userErrors }) => {
          if (!vehicle || userErrors.length > 0) {
            toastWarning(userErrors[0]?.message ?? EDIT_TEXTS.saleNotSaved);
            return;
          }
          if (receivedPrice === null) return done();
          // The sale stands either way: a refused received price is said, then the list shows.
          saveReceived(
            { vehicleId, receivedPrice },
            {
              onCompleted: (payload) => {
                if (payload.userErrors.length > 0) toastWarning(EDIT_TEXTS.saleNotSaved);
                done();
              },
              onError: () => {
                toastWarning(EDIT_TEXTS.saleNotSaved);
                done();
              },
            },
          );
        },
        onError: () => toastWarning(EDIT_TEXTS.saleNotSaved),
      },
    ),
  );

  const busy = selling || savingReceived;
  return (
    <form onSubmit={submit} noValidate aria-label="Sale information">
      <Stack gap="4">
        <EditField label="Price" required htmlFor={ids.price} error={errors.price?.message}>
          <MoneyField control={form.control} name="price" id={ids.price} />
        </EditField>
        <EditField label="Buyer" required htmlFor={ids.buyer} error={errors.buyerId?.message}>
          <Controller
            control={form.control}
            name="buyerId"
            render={({ field, fieldState }) => (
              <BuyerSelect
                id={ids.buyer}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(fieldState.error)}
              />
            )}
          />
        </EditField>
        <EditField label="Date" required error={errors.date?.message}>
          <Input type="date" size="sm" bg="white" max={today} {...form.register('date')} />
        </EditField>
        <EditField
          label="Received price"
          htmlFor={ids.received}
          error={errors.receivedPrice?.message}
        >
          <MoneyField control={form.control} name="receivedPrice" id={ids.received} />
        </EditField>
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy}>
            Save
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function SaleInfoModal({ open, onClose, ...props }: SaleInfoModalProps) {
  return (
    <AppModal open={open} onOpenChange={(next) => !next && onClose()} title="Sale information">
      <SaleInfoForm onClose={onClose} {...props} />
    </AppModal>
  );
}
