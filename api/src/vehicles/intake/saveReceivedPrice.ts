// PUT /api/vehiclesSales/saveReceivedPrice: what the seller actually received for a sold vehicle.
// The one change a Sold vehicle still takes, so the lock skips the editable check but still
// holds an agent to its own vehicles; a vehicle not sold has no sale to complete (409 CONFLICT).
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';
import { sql } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import { conflict } from '../../errors.ts';
import { changeWithEvents, type ChangeContext } from '../../events/transact.ts';
import { lockEditableVehicle } from '../editableVehicle.ts';

export async function saveReceivedPrice(
  context: ChangeContext,
  viewer: Viewer,
  input: { vehiclesId: number; receivedPrice: string },
): Promise<void> {
  await changeWithEvents(context, async (trx, events) => {
    const vehicle = await lockEditableVehicle(trx, viewer, input.vehiclesId, { editable: false });
    const sale = await trx
      .updateTable('vehicle_sale')
      .set({ received_price: input.receivedPrice })
      .where('vehicle_id', '=', vehicle.id)
      .returning('id')
      .executeTakeFirst();
    if (vehicle.status !== 'Sold' || !sale) throw conflict('CONFLICT', INTAKE_MESSAGES.notSold);
    await trx
      .updateTable('vehicle')
      .set({ updated_at: sql`now()` })
      .where('id', '=', vehicle.id)
      .execute();
    events.push({ type: 'vehicle.changed', vehicleId: vehicle.id });
  });
}
