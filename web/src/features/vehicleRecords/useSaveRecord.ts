// Saving a check, condition report or note from its form: the new record goes on top of its list
// and the vehicle's counts update in the store; the specification's toasts say how it went (a
// check's failure in the server's words); a refusal naming a field is also said at that field.
import type { FieldValues } from 'react-hook-form';
import type { GraphQLTaggedNode } from 'react-relay';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import {
  useFormMutation,
  type FormErrorTarget,
  type FormMutationParameters,
} from '../../relay/useFormMutation.ts';
import { insertSavedRecord } from './live/insertRecord.ts';
import { CHECK_NOT_SAVED, RECORD_TEXTS } from './recordTexts.ts';
import { serverMessage, toastRecordWarning, toastSaved } from './recordToasts.ts';

/** Where each kind's mutation payload carries the new record. */
const PAYLOADS = {
  check: { root: 'addCheck', edge: 'checkEdge' },
  conditionalReport: { root: 'addConditionReport', edge: 'conditionReportEdge' },
  note: { root: 'addNote', edge: 'noteEdge' },
} as const satisfies Record<VehicleRecordKind, { root: string; edge: string }>;

interface SaveRecordOptions<V extends FieldValues> {
  kind: VehicleRecordKind;
  /** The vehicle's global id. */
  vehicleId: string;
  mutation: GraphQLTaggedNode;
  form: FormErrorTarget<V>;
  /** After a save: the form empties itself and its owner shows the first page. */
  onSaved: () => void;
}

function failureText(kind: VehicleRecordKind, serverText: string | null | undefined): string {
  return RECORD_TEXTS[kind].saveFailed ?? serverText ?? CHECK_NOT_SAVED;
}

export function useSaveRecord<M extends FormMutationParameters, V extends FieldValues>({
  kind,
  vehicleId,
  mutation,
  form,
  onSaved,
}: SaveRecordOptions<V>) {
  const [commit, saving] = useFormMutation<M, V>(mutation, form);
  const { root, edge } = PAYLOADS[kind];
  const save = (input: M['variables']['input']) =>
    commit(input, {
      updater: (store) => insertSavedRecord(store, vehicleId, kind, root, edge),
      onCompleted: (payload) => {
        const refusal = payload.userErrors[0]?.message;
        const saved = (payload as Record<string, unknown>)[edge] != null;
        if (saved && !refusal) {
          toastSaved(RECORD_TEXTS[kind].saved);
          onSaved();
          return;
        }
        toastRecordWarning(failureText(kind, refusal));
      },
      onError: (error) => toastRecordWarning(failureText(kind, serverMessage(error))),
    });
  return [save, saving] as const;
}
