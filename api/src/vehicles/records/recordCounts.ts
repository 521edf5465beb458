// How many checks, condition reports and notes a vehicle has: three correlated subqueries on
// `v.id`, so a page of the table counts them in its own query (never one query per row), and the
// records' events count them the same way for one vehicle.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { VehicleRecordCountsDto } from '@canam/domain/rest/vehicleRecords';
import type { DB } from '../../db/schema.ts';

type VehicleEb = ExpressionBuilder<DB & { v: DB['vehicle'] }, 'v'>;

/** The counts of the query's vehicle `v`: total_checks, total_conditional_reports, total_notes. */
export function recordCountColumns(eb: VehicleEb) {
  return [
    eb
      .selectFrom('vehicle_check as k')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('k.vehicle_id', '=', 'v.id')
      .as('total_checks'),
    eb
      .selectFrom('conditional_report as k')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('k.vehicle_id', '=', 'v.id')
      .as('total_conditional_reports'),
    eb
      .selectFrom('note as k')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('k.vehicle_id', '=', 'v.id')
      .as('total_notes'),
  ];
}

interface CountColumns {
  total_checks: number | null;
  total_conditional_reports: number | null;
  total_notes: number | null;
}

export function toRecordCounts(row: CountColumns): VehicleRecordCountsDto {
  return {
    totalChecks: row.total_checks ?? 0,
    totalConditionalReports: row.total_conditional_reports ?? 0,
    totalNotes: row.total_notes ?? 0,
  };
}

/** One vehicle's counts (after a change, inside its transaction). */
export async function recordCountsOf(
  db: Kysely<DB>,
  vehicleId: number,
): Promise<VehicleRecordCountsDto> {
  const row = await db
    .selectFrom('vehicle as v')
    .select(recordCountColumns)
    .where('v.id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  return toRecordCounts(row);
}
