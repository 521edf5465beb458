// What each kind of vehicle record is called and the texts of its screens: the specification's
// empty texts and toasts (section 8, word for word, typos included) and the words of the status
// dot (docs/decisions.md: green in force or current, red voided, superseded or outdated).
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';

interface RecordTexts {
  /** The modal's title and the dashboard section's heading. */
  title: string;
  /** The dashboard card's title. */
  cardTitle: string;
  /** One record, in a sentence ('Add a check'). */
  one: string;
  empty: string;
  saved: string;
  loadFailed: string;
  /** Null for a check: its failure shows the server's text. */
  saveFailed: string | null;
  /** The words of the status dot, green and red. */
  status: { on: string; off: string };
}

export const RECORD_TEXTS: Record<VehicleRecordKind, RecordTexts> = {
  check: {
    title: 'Checks',
    cardTitle: 'Checks',
    one: 'check',
    empty: 'No checks to show',
    saved: 'Vehicle checked',
    loadFailed: 'Vehicle checks could not obtained',
    saveFailed: null,
    status: { on: 'In force', off: 'Voided' },
  },
  conditionalReport: {
    title: 'Condition Reports',
    cardTitle: 'Conditional Reports',
    one: 'condition report',
    empty: 'No condition reports to show',
    saved: 'Condition report saved',
    loadFailed: 'Condition reports could not obtained',
    saveFailed: 'Condition report could not saved',
    status: { on: 'Current', off: 'Superseded' },
  },
  note: {
    title: 'Notes',
    cardTitle: 'Notes',
    one: 'note',
    empty: 'No notes to show',
    saved: 'Note saved',
    loadFailed: 'Notes could not obtained',
    saveFailed: 'Note could not saved',
    status: { on: 'Current', off: 'Outdated' },
  },
};

/** A check whose save failed without a server text (the request itself failed). */
export const CHECK_NOT_SAVED = 'The check could not be saved';
/** A status change that failed (the specification names none). */
export const STATUS_NOT_CHANGED = 'The status could not be changed';
