// The form of a kind of record: check, condition report or note.
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import { CheckForm } from './CheckForm.tsx';
import { ConditionReportForm } from './ConditionReportForm.tsx';
import { NoteForm } from './NoteForm.tsx';

export interface RecordFormProps {
  /** The vehicle's global id. */
  vehicleId: string;
  /** After a save (the record is on top of the first page): show that page. */
  onSaved: () => void;
}

const FORMS = { check: CheckForm, conditionalReport: ConditionReportForm, note: NoteForm };

export function RecordForm({ kind, ...props }: RecordFormProps & { kind: VehicleRecordKind }) {
  const Form = FORMS[kind];
  return <Form {...props} />;
}
