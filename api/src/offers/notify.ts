// Notifications of a negotiation step for the other side, with their events: the owning agent
// hears of a dealer's offer or counter-offer, a sale and an unanswered offer (admins read every
// notification addressed to staff); the dealer of a staff counter-offer, of its accepted offer and
// of its negotiation expiring. Nobody is notified of its own step.
import type { Transaction } from 'kysely';
import type { NotificationKind } from '@canam/domain/notifications';
import type { DB } from '../db/schema.ts';
import type { OutboxEvent } from '../events/outbox.ts';

export interface NotificationInput {
  recipientId: number | null;
  kind: NotificationKind;
  vehicleId: number;
  offerId: number | null;
  buyerId: number;
  offerPrice: string | null;
}

export async function notify(
  trx: Transaction<DB>,
  events: OutboxEvent[],
  input: NotificationInput,
): Promise<void> {
  if (input.recipientId === null) return;
  const row = await trx
    .insertInto('notification')
    .values({
      user_id: input.recipientId,
      kind: input.kind,
      vehicle_id: input.vehicleId,
      offer_id: input.offerId,
      buyer_id: input.buyerId,
      offer_price: input.offerPrice,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  events.push({
    type: 'notification.created',
    vehicleId: input.vehicleId,
    userId: input.recipientId,
    payload: { notificationId: row.id, kind: input.kind },
  });
}
