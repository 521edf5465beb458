// The 3-step progress of a bulk file (specification 001, section 9): step 1 once the bytes are
// sent, then the api's own progress (stage, rows done of the stage's total), so the bar and its
// text follow the server rather than a timer.
import type { BulkStage } from '../../__generated__/VehicleImportProgressSubscription.graphql.ts';

export const BULK_STEPS = 3;

export interface BulkProgress {
  /** 0 to 3: whole steps done plus the part of the running one. */
  value: number;
  text: string;
}

export interface ImportProgressEvent {
  stage: BulkStage;
  done: number;
  total: number;
}

const rowsText = (done: number, total: number) =>
  `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`;

export const SENDING: BulkProgress = { value: 0, text: 'Sending the file' };
export const SENT: BulkProgress = { value: 1, text: 'File sent, checking its rows' };

export function progressOfEvent({ stage, done, total }: ImportProgressEvent): BulkProgress {
  const part = total > 0 ? Math.min(Math.max(done / total, 0), 1) : 1;
  switch (stage) {
    case 'uploaded':
      return { value: 1, text: `File read: ${total.toLocaleString('en-US')} rows` };
    case 'validated':
      return { value: 1 + part, text: `Checking rows: ${rowsText(done, total)}` };
    case 'applied':
      return { value: 2 + part, text: `Applying rows: ${rowsText(done, total)}` };
    default:
      return SENT;
  }
}

/** The bar never goes back: a late event does not undo a later one. */
export function laterProgress(current: BulkProgress, next: BulkProgress): BulkProgress {
  return next.value >= current.value ? next : current;
}
