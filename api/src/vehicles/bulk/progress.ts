// How far the api is with a bulk file, as 'vehicle.import' events (payload bulkProgressPayload)
// for the uploader's progress bar: one at the start of each stage, then every PROGRESS_EVERY rows.
// Each is committed in a small transaction of its own, so subscribers see the work advance while
// the request runs. The event carries the uploader's id: the gateway hands it to that user only.
import { VEHICLE_IMPORT_EVENT } from '@canam/domain/events';
import type { BulkProgressPayload, BulkStage } from '@canam/domain/rest/vehicleFiles';
import { changeWithEvents, type ChangeContext } from '../../events/transact.ts';
import { PROGRESS_EVERY } from './rowCollector.ts';

export interface BulkProgress {
  /** Writes an event when the stage is new, every PROGRESS_EVERY rows, and when done = total. */
  report(stage: BulkStage, done: number, total: number): Promise<void>;
  /**
   * As report, from inside the applying transaction: on a PostgreSQL server the event commits on
   * another connection at once; PGlite has one connection, held by that transaction, so there
   * the stage's first and last events are all (the transaction takes seconds, not minutes).
   */
  reportWhileApplying(stage: BulkStage, done: number, total: number): Promise<void>;
}

export function bulkProgress(context: ChangeContext, upload: string, userId: number): BulkProgress {
  let lastStage: BulkStage | null = null;
  let lastDone = 0;
  let lastTotal = 0;
  const progress: BulkProgress = {
    async report(stage, done, total) {
      const due =
        stage !== lastStage ||
        total !== lastTotal ||
        done - lastDone >= PROGRESS_EVERY ||
        (done === total && done !== lastDone);
      if (!due) return;
      lastStage = stage;
      lastDone = done;
      lastTotal = total;
      const payload: BulkProgressPayload = { upload, userId, stage, done, total };
      await changeWithEvents(context, async (_trx, events) => {
        events.push({ type: VEHICLE_IMPORT_EVENT, userId, payload: { ...payload } });
      });
    },
    async reportWhileApplying(stage, done, total) {
      if (context.postgres && done < total) await progress.report(stage, done, total);
    },
  };
  return progress;
}
