// The check form (specification 001, section 5): the date written on the check, its whole number
// and its non-zero amount in the 'USD$ ' money mask; submit disabled while invalid or saving.
import { useId } from 'react';
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  checkFormSchema,
  emptyCheckForm,
  type CheckForm as Values,
  type CheckFormInput,
} from '@canam/domain/forms/vehicleRecords';
import type { AddCheckMutation } from '../../../__generated__/AddCheckMutation.graphql.ts';
import { MoneyInput } from '../../offers/components/MoneyInput.tsx';
import { addCheckMutation } from '../mutations/AddCheckMutation.ts';
import { useSaveRecord } from '../useSaveRecord.ts';
import { FormField } from './FormField.tsx';
import type { RecordFormProps } from './RecordForm.tsx';
import { SaveButton } from './SaveButton.tsx';

const FIELDS = Object.keys(emptyCheckForm) as (keyof CheckFormInput)[];

export function CheckForm({ vehicleId, onSaved }: RecordFormProps) {
  const amountId = useId();
  const form = useForm<CheckFormInput, unknown, Values>({
    resolver: zodResolver(checkFormSchema),
    mode: 'onTouched',
    defaultValues: emptyCheckForm,
  });
  const { errors, isValid } = form.formState;
  const [save, saving] = useSaveRecord<AddCheckMutation, CheckFormInput>({
    kind: 'check',
    vehicleId,
    mutation: addCheckMutation,
    form: { setError: form.setError, fields: FIELDS },
    onSaved: () => {
      form.reset(emptyCheckForm);
      form.setFocus('date');
      onSaved();
    },
  });

  return (
    <form
      onSubmit={form.handleSubmit((values) => save({ vehicleId, ...values }))}
      noValidate
      aria-label="Add a check"
    >
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <FormField label="Check date" error={errors.date?.message}>
            <Input type="date" size="sm" bg="white" {...form.register('date')} />
          </FormField>
          <FormField label="Check number" error={errors.number?.message}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              size="sm"
              bg="white"
              {...form.register('number')}
            />
          </FormField>
          <FormField label="Amount" error={errors.amount?.message} htmlFor={amountId}>
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <MoneyInput
                  id={amountId}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              )}
            />
          </FormField>
        </SimpleGrid>
        <SaveButton ready={isValid} saving={saving} />
      </Stack>
    </form>
  );
}
