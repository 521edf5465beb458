// POST /api/vehicle/update with the form's fields (the registry's steps 1 and 2): only the fields
// sent change. The vehicle is locked and must be editable by the caller (editableVehicle.ts); the
// owning agent must be an active agent, the location an export location, the stock number free.
// VIN data (make, model, year, trim, transmission) goes to the vehicle's vin_number row, money to
// its vehicle_cost_detail row, the rest to the vehicle; one 'vehicle.changed' event with it.
import { costInUsd } from '@canam/domain/money';
import {
  INTAKE_MESSAGES,
  VEHICLE_LIMITS,
  type VehicleFields,
} from '@canam/domain/rest/vehicleIntake';
import { toCents } from '@canam/domain/money';
import { sql, type Transaction } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { DB } from '../../db/schema.ts';
import { invalidInput } from '../../errors.ts';
import { changeWithEvents, type ChangeContext } from '../../events/transact.ts';
import { lockEditableVehicle } from '../editableVehicle.ts';
import { assertOwningAgent } from './owningAgent.ts';
import {
  assertStockNumberFree,
  isStockNumberViolation,
  stockNumberTaken,
} from './uniqueStockNumber.ts';

/** Only the keys whose value is not undefined (kysely would write NULL for an undefined). */
function given<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

async function exportLocationId(trx: Transaction<DB>, name: string): Promise<number> {
  const location = await trx
    .selectFrom('export_location')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!location) throw invalidInput('vehicle.location', INTAKE_MESSAGES.invalid);
  return location.id;
}

/** Cost in USD: computed from the CAD cost and the rate when both are sent (section 9). */
function costUsdOf(fields: VehicleFields): string | undefined {
  if (fields.cost === undefined || fields.fx === undefined) return fields.costUsd;
  const usd = costInUsd(fields.cost, fields.fx);
  if (toCents(usd) > VEHICLE_LIMITS.maxAmount * 100) {
    throw invalidInput('vehicle.costUsd', INTAKE_MESSAGES.invalid);
  }
  return usd;
}

async function writeVehicle(
  trx: Transaction<DB>,
  viewer: Viewer,
  vehicleId: number,
  fields: VehicleFields,
): Promise<void> {
  if (fields.userId !== undefined) {
    await assertOwningAgent(trx, viewer, fields.userId, 'vehicle.userId');
  }
  if (fields.stockNumber !== undefined) {
    await assertStockNumberFree(trx, vehicleId, fields.stockNumber);
  }
  const locationId =
    fields.location === undefined ? undefined : await exportLocationId(trx, fields.location);
  const equipment =
    fields.equipment === undefined
      ? undefined
      : JSON.stringify(Object.fromEntries(fields.equipment.map((flag) => [flag, true])));
  await trx
    .updateTable('vehicle')
    .set({
      ...given({
        stock_number: fields.stockNumber,
        release_date:
          fields.releaseDate === undefined
            ? undefined
            : fields.releaseDate === null
              ? null
              : new Date(fields.releaseDate),
        users_id: fields.userId,
        location: fields.location,
        export_location_id: locationId,
        cr_url: fields.crUrl,
        color: fields.color,
        miles: fields.miles,
        equipment,
      }),
      updated_at: sql`now()`,
    })
    .where('id', '=', vehicleId)
    .execute();

  const vin = given({
    make: fields.make,
    model: fields.model,
    year: fields.year,
    trim: fields.trim,
    transmission_type: fields.transmissionType,
  });
  if (Object.keys(vin).length > 0) {
    await trx
      .updateTable('vin_number')
      .set(vin)
      .where('id', '=', (eb) =>
        eb.selectFrom('vehicle').select('vin_number_id').where('id', '=', vehicleId),
      )
      .execute();
  }

  const costs = given({
    cost: fields.cost,
    fx: fields.fx,
    cost_usd: costUsdOf(fields),
    price: fields.price,
  });
  if (Object.keys(costs).length > 0) {
    // Vehicles of older data may have no cost row yet.
    await trx
      .insertInto('vehicle_cost_detail')
      .values({ vehicle_id: vehicleId, ...costs })
      .onConflict((oc) => oc.column('vehicle_id').doUpdateSet(costs))
      .execute();
  }
}

export async function updateVehicle(
  context: ChangeContext,
  viewer: Viewer,
  vehicleId: number,
  fields: VehicleFields,
): Promise<void> {
  try {
    await changeWithEvents(context, async (trx, events) => {
      await lockEditableVehicle(trx, viewer, vehicleId);
      await writeVehicle(trx, viewer, vehicleId, fields);
      events.push({ type: 'vehicle.changed', vehicleId });
    });
  } catch (error) {
    // A parallel edit took the stock number after our check: the same answer as the check's.
    if (isStockNumberViolation(error)) throw stockNumberTaken();
    throw error;
  }
}
