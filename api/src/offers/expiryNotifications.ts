// The notifications of an expired offer, written in the expiry job's transaction, only when the
// offer ended its negotiation (as its e-mails): the dealer always hears of it, the agent who owns
// the vehicle too when it was the dealer's offer that nobody answered.
import type { Transaction } from 'kysely';
import { offerSideOf } from '@canam/domain/offers';
import type { DB } from '../db/schema.ts';
import type { OutboxEvent } from '../events/outbox.ts';
import { endedNegotiation, type ExpiredOffer } from './expiryMails.ts';
import { notify } from './notify.ts';

export async function notifyExpiry(
  trx: Transaction<DB>,
  events: OutboxEvent[],
  offer: ExpiredOffer,
): Promise<void> {
  if (!(await endedNegotiation(trx, offer))) return;
  const dealersOffer = offerSideOf(offer.author_role) === 'client';
  const owner = dealersOffer
    ? await trx
        .selectFrom('vehicle')
        .select('users_id')
        .where('id', '=', offer.vehicle_id)
        .executeTakeFirstOrThrow()
    : null;
  for (const recipientId of [offer.client_id, owner?.users_id ?? null]) {
    await notify(trx, events, {
      recipientId,
      kind: 'expired',
      vehicleId: offer.vehicle_id,
      offerId: offer.id,
      buyerId: offer.client_id,
      offerPrice: offer.offer_price,
    });
  }
}
