// PUT /api/vehicle/price: the edit screen's price save (published, price, reserved price; the
// currency is always USD), on an editable vehicle the caller reaches, with 'vehicle.changed' so
// every card showing the price follows.
import { sql } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import { changeWithEvents, type ChangeContext } from '../../events/transact.ts';
import { lockEditableVehicle } from '../editableVehicle.ts';

export interface VehiclePrice {
  vehicleId: number;
  published: boolean;
  price: string;
  typeCurrency: 'USD';
  /** undefined leaves it as it is, null clears it. */
  reservedPrice?: string | null;
}

export async function saveVehiclePrice(
  context: ChangeContext,
  viewer: Viewer,
  input: VehiclePrice,
): Promise<void> {
  await changeWithEvents(context, async (trx, events) => {
    await lockEditableVehicle(trx, viewer, input.vehicleId);
    const costs = {
      price: input.price,
      published: input.published,
      type_currency: input.typeCurrency,
      ...(input.reservedPrice === undefined ? {} : { reserved_price: input.reservedPrice }),
    };
    await trx
      .insertInto('vehicle_cost_detail')
      .values({ vehicle_id: input.vehicleId, ...costs })
      .onConflict((oc) => oc.column('vehicle_id').doUpdateSet(costs))
      .execute();
    await trx
      .updateTable('vehicle')
      .set({ updated_at: sql`now()` })
      .where('id', '=', input.vehicleId)
      .execute();
    events.push({ type: 'vehicle.changed', vehicleId: input.vehicleId });
  });
}
