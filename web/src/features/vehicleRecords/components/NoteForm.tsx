// The note form: the note's text (required, line breaks kept).
import { Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  emptyNoteForm,
  noteFormSchema,
  type NoteForm as Values,
  type NoteFormInput,
} from '@canam/domain/forms/vehicleRecords';
import { MAX_NOTE_LENGTH } from '@canam/domain/rest/vehicleRecords';
import type { AddNoteMutation } from '../../../__generated__/AddNoteMutation.graphql.ts';
import { addNoteMutation } from '../mutations/AddNoteMutation.ts';
import { useSaveRecord } from '../useSaveRecord.ts';
import { FormField } from './FormField.tsx';
import type { RecordFormProps } from './RecordForm.tsx';
import { SaveButton } from './SaveButton.tsx';

const FIELDS = Object.keys(emptyNoteForm) as (keyof NoteFormInput)[];

export function NoteForm({ vehicleId, onSaved }: RecordFormProps) {
  const form = useForm<NoteFormInput, unknown, Values>({
    resolver: zodResolver(noteFormSchema),
    mode: 'onTouched',
    defaultValues: emptyNoteForm,
  });
  const { errors, isValid } = form.formState;
  const [save, saving] = useSaveRecord<AddNoteMutation, NoteFormInput>({
    kind: 'note',
    vehicleId,
    mutation: addNoteMutation,
    form: { setError: form.setError, fields: FIELDS },
    onSaved: () => {
      form.reset(emptyNoteForm);
      form.setFocus('description');
      onSaved();
    },
  });

  return (
    <form
      onSubmit={form.handleSubmit((values) => save({ vehicleId, ...values }))}
      noValidate
      aria-label="Add a note"
    >
      <Stack gap="3">
        <FormField label="Note" error={errors.description?.message}>
          <Textarea
            rows={3}
            autoresize
            maxLength={MAX_NOTE_LENGTH}
            size="sm"
            bg="white"
            {...form.register('description')}
          />
        </FormField>
        <SaveButton ready={isValid} saving={saving} />
      </Stack>
    </form>
  );
}
