// Upload mode, applied: an idempotent upsert by VIN in one transaction, 500 rows per statement.
// New VINs get their vin_number row (decoded data, the file's values over it) and a Draft vehicle
// (owned by the row's agent, else by the caller when it is an agent) with its cost row; existing
// vehicles take the file's non-empty values. Sold and deleted (Inactive) vehicles are left alone.
// A vehicle that still lacks fields required for sale is listed as incomplete (it stays as it
// is). One 'vehicle.changed' event per vehicle created or actually changed: the outbox writes
// them in one statement and each gateway filters them per subscriber by id, so a 10,000-row file
// costs one insert here and a set lookup per subscriber there; uploading a file again changes
// nothing and writes no event.
import { sql, type Transaction } from 'kysely';
import type { BulkReportDto } from '@canam/domain/rest/vehicleFiles';
import { viewerRights, type Viewer } from '../../auth/viewer.ts';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { changeWithEvents, type ChangeContext } from '../../events/transact.ts';
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';
import type { DecodedVin } from '../../vin/vinDecoder.ts';
import { chunks, type CheckedRow } from './checkRows.ts';
import type { BulkProgress } from './progress.ts';
import { appliedReport, BULK_ROW_MESSAGES, incompleteMessage, type RowResult } from './report.ts';
import { anyGivenDiffers, coalesceSet } from './upsertSql.ts';
import { vehicleStates, type VehicleState } from './vehicleState.ts';

/** Rows per INSERT ... ON CONFLICT statement. */
export const UPSERT_CHUNK = 500;

const VIN_COLUMNS = [
  'make',
  'model',
  'year',
  'trim',
  'transmission_type',
  'style',
  'doors',
  'vehicle_type',
  'drive_type',
  'made_in',
  'made_in_city',
  'engine',
] as const;
const VEHICLE_COLUMNS = [
  'stock_number',
  'miles',
  'color',
  'location',
  'export_location_id',
  'cr_url',
  'release_date',
  'users_id',
] as const;
const COST_COLUMNS = ['cost', 'fx', 'cost_usd', 'price', 'reserved_price'] as const;

function vinValues(row: CheckedRow, decoded: DecodedVin | null) {
  return {
    vin_number: row.vin,
    make: row.fields.make ?? decoded?.make ?? null,
    model: row.fields.model ?? decoded?.model ?? null,
    year: row.fields.year ?? decoded?.year ?? null,
    trim: row.fields.trim ?? decoded?.trim ?? null,
    transmission_type: row.fields.transmissionType ?? decoded?.transmissionType ?? null,
    style: decoded?.style ?? null,
    doors: decoded?.doors ?? null,
    vehicle_type: decoded?.vehicleType ?? null,
    drive_type: decoded?.driveType ?? null,
    made_in: decoded?.madeIn ?? null,
    made_in_city: decoded?.madeInCity ?? null,
    engine: decoded?.engine ?? null,
  };
}

const isStockNumberViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  String(
    (error as { constraint?: string; message?: string }).constraint ?? (error as Error).message,
  ).includes('stock_number');

interface Written {
  /** Vehicle ids created or changed (for events). */
  changed: Set<number>;
  /** VINs whose vehicle this file created. */
  created: Set<string>;
}

async function upsertChunk(
  trx: Transaction<DB>,
  part: CheckedRow[],
  existing: Map<string, VehicleState>,
  decoded: Map<string, DecodedVin | null>,
  ownerOfNew: number | null,
  written: Written,
): Promise<void> {
  const vins = part.map((row) => row.vin);
  const changedVins = await trx
    .insertInto('vin_number')
    .values(
      part.map((row) =>
        vinValues(row, existing.has(row.vin) ? null : (decoded.get(row.vin) ?? null)),
      ),
    )
    .onConflict((oc) =>
      oc
        .column('vin_number')
        .doUpdateSet(coalesceSet('vin_number', VIN_COLUMNS))
        .where(anyGivenDiffers('vin_number', VIN_COLUMNS)),
    )
    .returning('vin_number')
    .execute();
  const vinIds = new Map(
    (
      await trx
        .selectFrom('vin_number')
        .select(['id', 'vin_number'])
        .where('vin_number', 'in', vins)
        .execute()
    ).map((row) => [row.vin_number, row.id]),
  );

  const vehicles = await trx
    .insertInto('vehicle')
    .values(
      part.map((row) => ({
        vin_number_id: vinIds.get(row.vin)!,
        status: 'Draft' as const,
        stock_number: row.fields.stockNumber ?? null,
        miles: row.fields.miles ?? null,
        color: row.fields.color ?? null,
        location: row.exportLocation?.name ?? null,
        export_location_id: row.exportLocation?.id ?? null,
        cr_url: row.fields.crUrl ?? null,
        release_date: row.fields.releaseDate ? new Date(row.fields.releaseDate) : null,
        users_id: row.userId ?? (existing.has(row.vin) ? null : ownerOfNew),
      })),
    )
    .onConflict((oc) =>
      oc
        .column('vin_number_id')
        .doUpdateSet({ ...coalesceSet('vehicle', VEHICLE_COLUMNS), updated_at: sql`now()` })
        .where(anyGivenDiffers('vehicle', VEHICLE_COLUMNS))
        .where('vehicle.status', 'not in', ['Sold', 'Inactive']),
    )
    .returning(['id', 'vin_number_id', sql<boolean>`xmax = 0`.as('inserted')])
    .execute();
  const vehicleIds = new Map(
    (
      await trx
        .selectFrom('vehicle')
        .select(['id', 'vin_number_id'])
        .where('vin_number_id', 'in', [...vinIds.values()])
        .execute()
    ).map((row) => [row.vin_number_id, row.id]),
  );
  const vehicleOf = (vin: string) => vehicleIds.get(vinIds.get(vin)!)!;

  const costs = await trx
    .insertInto('vehicle_cost_detail')
    .values(
      part.map((row) => ({
        vehicle_id: vehicleOf(row.vin),
        cost: row.fields.cost ?? null,
        fx: row.fields.fx ?? null,
        cost_usd: row.fields.costUsd ?? null,
        price: row.fields.price ?? null,
        reserved_price: row.reservedPrice ?? null,
      })),
    )
    .onConflict((oc) =>
      oc
        .column('vehicle_id')
        .doUpdateSet(coalesceSet('vehicle_cost_detail', COST_COLUMNS))
        .where(anyGivenDiffers('vehicle_cost_detail', COST_COLUMNS)),
    )
    .returning('vehicle_id')
    .execute();

  const vinOfId = new Map([...vinIds].map(([vin, id]) => [id, vin]));
  for (const row of changedVins) written.changed.add(vehicleOf(row.vin_number));
  for (const row of costs) written.changed.add(row.vehicle_id);
  for (const row of vehicles) {
    written.changed.add(row.id);
    if (row.inserted) written.created.add(vinOfId.get(row.vin_number_id)!);
  }
}

export async function applyUpload(
  context: ChangeContext,
  viewer: Viewer,
  rows: CheckedRow[],
  decoded: Map<string, DecodedVin | null>,
  progress: BulkProgress,
): Promise<BulkReportDto> {
  const total = rows.length;
  // An agent owns what it registers; admins assign agents in the file or afterwards.
  const ownerOfNew = viewerRights(viewer).editsVehicles === 'own' ? viewer.id : null;
  await progress.report('applied', 0, total);
  let results: RowResult[];
  try {
    results = await changeWithEvents(context, async (trx, events) => {
      const vins = rows.map((row) => row.vin);
      const existing = await vehicleStates(trx, vins, true);
      const untouchable = (vin: string) => {
        const status = existing.get(vin)?.status;
        return status === 'Sold' || status === 'Inactive';
      };
      const writes = rows.filter((row) => !untouchable(row.vin));
      const written: Written = { changed: new Set(), created: new Set() };
      let done = rows.length - writes.length;
      for (const part of chunks(writes, UPSERT_CHUNK)) {
        await upsertChunk(trx, part, existing, decoded, ownerOfNew, written);
        done += part.length;
        await progress.reportWhileApplying('applied', done, total);
      }
      for (const vehicleId of written.changed) events.push({ type: 'vehicle.changed', vehicleId });

      const after = await vehicleStates(trx, vins, false);
      return rows.map((row): RowResult => {
        const before = existing.get(row.vin);
        if (before?.status === 'Sold')
          return { line: row.line, vin: row.vin, outcome: 'sold', message: BULK_ROW_MESSAGES.sold };
        if (before?.status === 'Inactive')
          return {
            line: row.line,
            vin: row.vin,
            outcome: 'deleted',
            message: BULK_ROW_MESSAGES.deleted,
          };
        const missing = after.get(row.vin)?.missing ?? [];
        const created = written.created.has(row.vin);
        const notDecoded = created && (decoded.get(row.vin) ?? null) === null;
        const incomplete = missing.length > 0;
        const messages = [
          ...(notDecoded ? [BULK_ROW_MESSAGES.notDecoded] : []),
          ...(incomplete ? [incompleteMessage(missing)] : []),
        ];
        return {
          line: row.line,
          vin: row.vin,
          outcome: notDecoded
            ? 'notFound'
            : incomplete
              ? 'incomplete'
              : created
                ? 'created'
                : 'updated',
          message: messages.length > 0 ? messages.join('. ') : null,
          notDecoded,
          incomplete,
        };
      });
    });
  } catch (error) {
    // A parallel edit took a stock number after the file's check: the same answer as the edit's.
    if (isStockNumberViolation(error))
      throw conflict('STOCK_NUMBER_TAKEN', INTAKE_MESSAGES.stockNumberTaken);
    throw error;
  }
  await progress.report('applied', total, total);
  return appliedReport(results);
}
