// Status mode ('Update vehicle status'), applied in one transaction: each VIN's vehicle gets the
// chosen status (Draft, ReadyToSell or Inactive) as the single-vehicle update sets it, except an
// unknown VIN (not found), a Sold vehicle (sold), a deleted one (Inactive: left as it is) and,
// for ReadyToSell, a vehicle lacking fields required for sale (incomplete, left as it is).
// ReadyToSell stamps release_date_in_ready and releases a vehicle without a release date now.
// A vehicle already in the status is reported updated and not written again (no event).
import type { BulkReportDto, BulkStatus } from '@canam/domain/rest/vehicleFiles';
import { changeWithEvents, type ChangeContext } from '../../events/transact.ts';
import { statusColumns } from '../intake/setVehicleStatus.ts';
import { chunks } from './checkRows.ts';
import type { BulkProgress } from './progress.ts';
import { appliedReport, BULK_ROW_MESSAGES, incompleteMessage, type RowResult } from './report.ts';
import { UPSERT_CHUNK } from './applyUpload.ts';
import { vehicleStates } from './vehicleState.ts';

export async function applyStatus(
  context: ChangeContext,
  rows: readonly { line: number; vin: string }[],
  status: BulkStatus,
  progress: BulkProgress,
): Promise<BulkReportDto> {
  const total = rows.length;
  await progress.report('applied', 0, total);
  const results = await changeWithEvents(context, async (trx, events) => {
    const states = await vehicleStates(
      trx,
      rows.map((row) => row.vin),
      true,
    );
    const results = rows.map((row): RowResult => {
      const { line, vin } = row;
      const state = states.get(vin);
      if (!state)
        return { line, vin, outcome: 'notFound', message: BULK_ROW_MESSAGES.notRegistered };
      if (state.status === 'Sold')
        return { line, vin, outcome: 'sold', message: BULK_ROW_MESSAGES.sold };
      if (state.status === 'Inactive')
        return { line, vin, outcome: 'deleted', message: BULK_ROW_MESSAGES.deleted };
      if (status === 'ReadyToSell' && state.missing.length > 0)
        return {
          line,
          vin,
          outcome: 'incomplete',
          message: incompleteMessage(state.missing),
          incomplete: true,
        };
      return { line, vin, outcome: 'updated', message: null };
    });

    const toSet = results
      .filter((row) => row.outcome === 'updated')
      .map((row) => states.get(row.vin)!)
      .filter((state) => state.status !== status)
      .map((state) => state.id);
    let done = total - toSet.length;
    for (const part of chunks(toSet, UPSERT_CHUNK)) {
      await trx.updateTable('vehicle').set(statusColumns(status)).where('id', 'in', part).execute();
      for (const vehicleId of part)
        events.push({ type: 'vehicle.changed', vehicleId, payload: { status } });
      done += part.length;
      await progress.reportWhileApplying('applied', done, total);
    }
    return results;
  });
  await progress.report('applied', total, total);
  return appliedReport(results);
}
