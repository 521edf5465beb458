// The one person form of the agents page and the client users page, in a modal: add or edit,
// the domain schema's rules (an agent has a nickname besides), Save disabled while the form is
// invalid or saving. The form is made afresh each time the modal opens (it mounts while open),
// so an edit starts from the user's values and an add from empty fields. Closing it returns the
// focus to the button that opened it.
import { useId } from 'react';
import { Button, Dialog, HStack, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { AppModal } from '../../../components/AppModal.tsx';
import type { PersonSaveTarget } from '../personSave.ts';
import {
  PERSON_FIELDS,
  personFormValues,
  personResolver,
  type PersonForm,
  type PersonKind,
  type PersonValuesSource,
} from '../personForm.ts';
import { PersonFields } from './PersonFields.tsx';

export interface PersonFormModalProps {
  open: boolean;
  onClose: () => void;
  /** 'Add agent', 'Edit user'… */
  title: string;
  kind: PersonKind;
  /** The user edited; null to add one. */
  person: PersonValuesSource | null;
  saving: boolean;
  /** Saves the values; userErrors go to the form, and onSaved closes it. */
  onSave: (values: PersonForm, target: PersonSaveTarget) => void;
}

interface PersonFormBodyProps extends Omit<PersonFormModalProps, 'open' | 'title'> {
  formId: string;
}

function PersonFormBody({ formId, kind, person, saving, onSave, onClose }: PersonFormBodyProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm<PersonForm>({
    resolver: personResolver(kind),
    mode: 'onTouched',
    defaultValues: personFormValues(person, kind),
  });
  const submit = handleSubmit((values) =>
    onSave(values, { setError, fields: PERSON_FIELDS, onSaved: onClose }),
  );
  return (
    <>
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <PersonFields
            register={register}
            control={control}
            errors={errors}
            withNickname={kind === 'agent'}
          />
        </Stack>
      </form>
      <Dialog.Footer px="0" pb="0">
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette="brand"
            disabled={!isValid || saving}
            loading={saving}
            loadingText="Save"
          >
            Save
          </Button>
        </HStack>
      </Dialog.Footer>
    </>
  );
}

export function PersonFormModal({ open, title, ...body }: PersonFormModalProps) {
  const formId = useId();
  return (
    <AppModal
      open={open}
      onOpenChange={(next) => {
        if (!next) body.onClose();
      }}
      title={title}
      size="lg"
    >
      <PersonFormBody formId={formId} {...body} />
    </AppModal>
  );
}
