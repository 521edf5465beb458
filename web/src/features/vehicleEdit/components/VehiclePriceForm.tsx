// The edit screen's price section: whether dealers see the price, the price (1 to 1,000,000 USD)
// and an optional reserved price, saved apart from the vehicle information (saveVehiclePrice).
import { useId } from 'react';
import { Button, Field, HStack, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import {
  vehiclePriceFormSchema,
  type VehiclePriceForm as Values,
  type VehiclePriceFormInput,
} from '@canam/domain/forms/vehicleEdit';
import type { VehiclePriceForm_vehicle$key } from '../../../__generated__/VehiclePriceForm_vehicle.graphql.ts';
import { EDIT_TEXTS, toastSuccess, toastWarning } from '../editTexts.ts';
import { useSaveVehiclePriceMutation } from '../mutations/SaveVehiclePriceMutation.ts';
import { MoneyField } from './MoneyField.tsx';
import { EditField } from './EditField.tsx';

const FIELDS = ['published', 'price', 'reservedPrice'] as const;

export function VehiclePriceForm({
  vehicle: vehicleKey,
}: {
  vehicle: VehiclePriceForm_vehicle$key;
}) {
  const vehicle = useFragment(
    graphql`
      fragment VehiclePriceForm_vehicle on Vehicle {
        id
        published
        price {
          amount
        }
        reservedPrice {
          amount
        }
      }
    `,
    vehicleKey,
  );
  const ids = { price: useId(), reserved: useId() };
  const form = useForm<VehiclePriceFormInput, unknown, Values>({
    resolver: zodResolver(vehiclePriceFormSchema),
    mode: 'onTouched',
    defaultValues: {
      published: vehicle.published ?? false,
      price: vehicle.price?.amount ?? '',
      reservedPrice: vehicle.reservedPrice?.amount ?? '',
    },
  });
  const { errors } = form.formState;
  const [commit, saving] = useSaveVehiclePriceMutation<VehiclePriceFormInput>({
    setError: form.setError,
    fields: FIELDS,
  });

  const save = form.handleSubmit((values) =>
    commit(
      { vehicleId: vehicle.id, ...values },
      {
        onCompleted: ({ vehicle: saved, userErrors }) => {
          if (saved && userErrors.length === 0) {
            form.reset(form.getValues());
            toastSuccess(EDIT_TEXTS.priceSaved);
          } else toastWarning(userErrors[0]?.message ?? EDIT_TEXTS.notUpdated);
        },
        onError: () => toastWarning(EDIT_TEXTS.notSaved),
      },
    ),
  );

  return (
    <form onSubmit={save} noValidate aria-label="Price">
      <Stack gap="4">
        <Controller
          control={form.control}
          name="published"
          render={({ field }) => (
            <Field.Root>
              <Switch.Root
                colorPalette="brand"
                checked={field.value}
                onCheckedChange={({ checked }) => field.onChange(checked)}
              >
                <Switch.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
                <Switch.Control />
                <Switch.Label>Published</Switch.Label>
              </Switch.Root>
            </Field.Root>
          )}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <EditField label="Price" required htmlFor={ids.price} error={errors.price?.message}>
            <MoneyField control={form.control} name="price" id={ids.price} />
          </EditField>
          <EditField
            label="Reserved price"
            htmlFor={ids.reserved}
            error={errors.reservedPrice?.message}
          >
            <MoneyField control={form.control} name="reservedPrice" id={ids.reserved} />
          </EditField>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" variant="outline" loading={saving}>
            Save price
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
