// Selling a vehicle, exactly once: inside the transaction that holds the vehicle's row lock, the
// sale is recorded (vehicle_sale.vehicle_id is unique as a last guard), the vehicle turns Sold,
// the accepted chain is marked and every other open offer on the vehicle is closed. The other
// side is notified.
import type { Transaction } from 'kysely';
import { OFFER_STATUS } from '@canam/domain/statuses';
import type { DB } from '../db/schema.ts';
import type { OutboxEvent } from '../events/outbox.ts';
import { notify } from './notify.ts';

export interface SaleInput {
  vehicleId: number;
  ownerId: number | null;
  buyerId: number;
  price: string;
  offerId: number | null;
  chainId: number | null;
  createdBy: number;
  now: Date;
}

export async function sellVehicle(
  trx: Transaction<DB>,
  events: OutboxEvent[],
  sale: SaleInput,
): Promise<void> {
  await trx
    .insertInto('vehicle_sale')
    .values({
      vehicle_id: sale.vehicleId,
      sale_price: sale.price,
      buyer_id: sale.buyerId,
      offer_id: sale.offerId,
      created_by: sale.createdBy,
      register_date: sale.now,
    })
    .execute();
  await trx
    .updateTable('vehicle')
    .set({ status: 'Sold', updated_at: sale.now })
    .where('id', '=', sale.vehicleId)
    .execute();
  await trx
    .updateTable('offer')
    .set({ status: OFFER_STATUS.CLOSED, updated_at: sale.now })
    .where('vehicle_id', '=', sale.vehicleId)
    .where('status', '=', OFFER_STATUS.ACTIVE)
    .execute();
  await trx
    .updateTable('offer_chain')
    .set({ state: 'closed', updated_at: sale.now })
    .where('vehicle_id', '=', sale.vehicleId)
    .execute();
  if (sale.offerId !== null && sale.chainId !== null) {
    await trx
      .updateTable('offer')
      .set({ status: OFFER_STATUS.ACCEPTED, updated_at: sale.now })
      .where('id', '=', sale.offerId)
      .execute();
    await trx
      .updateTable('offer_chain')
      .set({ state: 'accepted' })
      .where('id', '=', sale.chainId)
      .execute();
    events.push({
      type: 'offer.accepted',
      vehicleId: sale.vehicleId,
      userId: sale.buyerId,
      payload: { offerId: sale.offerId, chainId: sale.chainId },
    });
  }
  events.push({ type: 'vehicle.sold', vehicleId: sale.vehicleId, payload: {} });
  // The buyer and the owning agent hear of the sale, except whoever made it (accepted or bought).
  for (const recipientId of new Set([sale.buyerId, sale.ownerId])) {
    if (recipientId === sale.createdBy) continue;
    await notify(trx, events, {
      recipientId,
      kind: sale.offerId === null ? 'bought' : 'accepted',
      vehicleId: sale.vehicleId,
      offerId: sale.offerId,
      buyerId: sale.buyerId,
      offerPrice: sale.price,
    });
  }
}
