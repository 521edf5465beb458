// POST /api/vehicle/update with {id, status}: Draft, ReadyToSell, InStock or Inactive (the delete
// button; Sold only through vehicle/sell). A vehicle goes on sale (ReadyToSell or InStock) only
// with every field of REQUIRED_FOR_SALE filled, else 409 VEHICLE_INCOMPLETE naming them.
// ReadyToSell stamps release_date_in_ready and, when no release date was set, releases the
// vehicle now, so the open catalogue shows it at once (the catalogue shows a vehicle on sale
// whose release date is empty or past).
import {
  INTAKE_MESSAGES,
  REQUIRED_FOR_SALE,
  missingForSale,
  type SETTABLE_STATUSES,
} from '@canam/domain/rest/vehicleIntake';
import type { VehicleStatus } from '@canam/domain/statuses';
import { sql, type Transaction } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { changeWithEvents, type ChangeContext } from '../../events/transact.ts';
import { vehicleRows } from '../catalogue.ts';
import { lockEditableVehicle } from '../editableVehicle.ts';

export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

/** 409 VEHICLE_INCOMPLETE: 'The vehicle cannot be put on sale until these fields are filled: Price, Miles'. */
async function assertCompleteForSale(trx: Transaction<DB>, vehicleId: number): Promise<void> {
  const row = await vehicleRows(trx).where('v.id', '=', vehicleId).executeTakeFirstOrThrow();
  const missing = missingForSale({
    stockNumber: row.stock_number,
    usersId: row.users_id,
    location: row.location,
    vehicleCostDetail: { costUsd: row.cost_usd, price: row.price },
    vehicleInformation: { color: row.color, miles: row.miles },
    vinNumber: { year: row.year, make: row.make, model: row.model },
  });
  if (missing.length > 0) {
    const labels = missing.map((key) => REQUIRED_FOR_SALE[key]).join(', ');
    throw conflict('VEHICLE_INCOMPLETE', `${INTAKE_MESSAGES.incomplete} ${labels}`);
  }
}

/**
 * What a status change writes, here and in the bulk status file: ReadyToSell also stamps
 * release_date_in_ready and releases a vehicle without a release date now.
 */
export function statusColumns(status: VehicleStatus) {
  return status === 'ReadyToSell'
    ? {
        status,
        release_date_in_ready: sql<Date>`now()`,
        release_date: sql<Date>`coalesce(release_date, now())`,
        updated_at: sql<Date>`now()`,
      }
    : { status, updated_at: sql<Date>`now()` };
}

export async function setVehicleStatus(
  context: ChangeContext,
  viewer: Viewer,
  vehicleId: number,
  status: SettableStatus,
): Promise<void> {
  await changeWithEvents(context, async (trx, events) => {
    await lockEditableVehicle(trx, viewer, vehicleId);
    if (status === 'ReadyToSell' || status === 'InStock') {
      await assertCompleteForSale(trx, vehicleId);
    }
    await trx
      .updateTable('vehicle')
      .set(statusColumns(status))
      .where('id', '=', vehicleId)
      .execute();
    events.push({ type: 'vehicle.changed', vehicleId, payload: { status } });
  });
}
