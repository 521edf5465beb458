// A bulk file from disk to its report, in the stages the progress bar shows: uploaded (rows read,
// total not yet known), validated (every row checked; in upload mode the new VINs decoded, once
// per pattern), applied (written in one transaction). Any invalid row stops before the database
// is written: the answer lists the invalid rows and applied is false.
import type { BulkReportDto, BulkStatus } from '@canam/domain/rest/vehicleFiles';
import type { Viewer } from '../../auth/viewer.ts';
import type { ChangeContext } from '../../events/transact.ts';
import { vinDecoder as processDecoder, type VinDecoder } from '../../vin/vinDecoder.ts';
import { applyStatus } from './applyStatus.ts';
import { applyUpload } from './applyUpload.ts';
import { checkRows, markRepeatedVins } from './checkRows.ts';
import { decodeByPattern } from './decodeByPattern.ts';
import { parseRow, parseVin } from './parseRow.ts';
import { bulkProgress, type BulkProgress } from './progress.ts';
import { readBulkFile } from './readBulkFile.ts';
import { refusal } from './report.ts';
import type { RawRow } from './rowCollector.ts';
import { vehicleStates } from './vehicleState.ts';

export interface BulkFile {
  path: string;
  /** What the progress events name the file by: its upload token, or a random id. */
  upload: string;
}

export interface UploadOutcome {
  report: BulkReportDto;
  /** Decoder calls made (one per new VIN pattern). */
  decodes: number;
}

async function readRows(file: BulkFile, progress: BulkProgress): Promise<RawRow[]> {
  await progress.report('uploaded', 0, 0);
  const rows = await readBulkFile(file.path, (read) => progress.report('uploaded', read, 0));
  await progress.report('uploaded', rows.length, rows.length);
  return rows;
}

export async function uploadVehiclesFile(
  context: ChangeContext,
  viewer: Viewer,
  file: BulkFile,
  decoder: VinDecoder = processDecoder,
): Promise<UploadOutcome> {
  const progress = bulkProgress(context, file.upload, viewer.id);
  const raw = await readRows(file, progress);
  const rows = await checkRows(context.db, raw.map(parseRow));
  const refused = refusal(rows);
  if (refused) return { report: refused, decodes: 0 };

  const total = rows.length;
  await progress.report('validated', 0, total);
  const known = await vehicleStates(
    context.db,
    rows.map((row) => row.vin),
    false,
  );
  const newVins = rows.filter((row) => !known.has(row.vin)).map((row) => row.vin);
  const knownCount = total - newVins.length;
  const decoded = await decodeByPattern(decoder, newVins, (done) =>
    progress.report('validated', knownCount + done, total),
  );
  await progress.report('validated', total, total);

  const report = await applyUpload(context, viewer, rows, decoded.byVin, progress);
  return { report, decodes: decoded.decodes };
}

export async function updateStatusesFile(
  context: ChangeContext,
  viewer: Viewer,
  file: BulkFile,
  status: BulkStatus,
): Promise<BulkReportDto> {
  const progress = bulkProgress(context, file.upload, viewer.id);
  const raw = await readRows(file, progress);
  // Only the VIN column counts here; the other columns are the upload's.
  const rows = raw.map((row) => {
    const { vin, problem } = parseVin(row);
    return { line: row.line, vin, problems: problem === null ? [] : [`VIN: ${problem}`] };
  });
  markRepeatedVins(rows);
  const refused = refusal(rows);
  if (refused) return refused;
  await progress.report('validated', rows.length, rows.length);
  return applyStatus(context, rows, status, progress);
}
