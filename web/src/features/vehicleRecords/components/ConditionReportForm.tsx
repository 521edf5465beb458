// The condition report form: the web address of the external report (required, http or https).
import { Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  conditionReportFormSchema,
  emptyConditionReportForm,
  type ConditionReportForm as Values,
  type ConditionReportFormInput,
} from '@canam/domain/forms/vehicleRecords';
import { MAX_REPORT_URL_LENGTH } from '@canam/domain/rest/vehicleRecords';
import type { AddConditionReportMutation } from '../../../__generated__/AddConditionReportMutation.graphql.ts';
import { addConditionReportMutation } from '../mutations/AddConditionReportMutation.ts';
import { useSaveRecord } from '../useSaveRecord.ts';
import { FormField } from './FormField.tsx';
import type { RecordFormProps } from './RecordForm.tsx';
import { SaveButton } from './SaveButton.tsx';

const FIELDS = Object.keys(emptyConditionReportForm) as (keyof ConditionReportFormInput)[];

export function ConditionReportForm({ vehicleId, onSaved }: RecordFormProps) {
  const form = useForm<ConditionReportFormInput, unknown, Values>({
    resolver: zodResolver(conditionReportFormSchema),
    mode: 'onTouched',
    defaultValues: emptyConditionReportForm,
  });
  const { errors, isValid } = form.formState;
  const [save, saving] = useSaveRecord<AddConditionReportMutation, ConditionReportFormInput>({
    kind: 'conditionalReport',
    vehicleId,
    mutation: addConditionReportMutation,
    form: { setError: form.setError, fields: FIELDS },
    onSaved: () => {
      form.reset(emptyConditionReportForm);
      form.setFocus('url');
      onSaved();
    },
  });

  return (
    <form
      onSubmit={form.handleSubmit((values) => save({ vehicleId, ...values }))}
      noValidate
      aria-label="Add a condition report"
    >
      <Stack gap="3">
        <FormField label="Condition report URL" error={errors.url?.message}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            maxLength={MAX_REPORT_URL_LENGTH}
            size="sm"
            bg="white"
            {...form.register('url')}
          />
        </FormField>
        <SaveButton ready={isValid} saving={saving} />
      </Stack>
    </form>
  );
}
