// Offer chains and their last offer, read inside a negotiation step's transaction.
import type { Transaction } from 'kysely';
import { offerIsLive } from '@canam/domain/offers';
import type { DB } from '../db/schema.ts';

export interface LastOffer {
  id: number;
  chain_id: number;
  client_id: number;
  author_role: string;
  offer_price: string;
  status: number;
  expires_at: Date;
}

export async function chainOf(trx: Transaction<DB>, vehicleId: number, clientId: number) {
  return trx
    .selectFrom('offer_chain')
    .select(['id', 'state'])
    .where('vehicle_id', '=', vehicleId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Opens the chain of the vehicle and dealer: `existing` as chainOf read it in this step. */
export async function openChain(
  trx: Transaction<DB>,
  vehicleId: number,
  clientId: number,
  existing: { id: number } | undefined,
) {
  if (existing) {
    await trx
      .updateTable('offer_chain')
      .set({ state: 'open', updated_at: new Date() })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const created = await trx
    .insertInto('offer_chain')
    .values({ vehicle_id: vehicleId, client_id: clientId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export async function lastOfferOfChain(
  trx: Transaction<DB>,
  chainId: number,
): Promise<LastOffer | undefined> {
  return trx
    .selectFrom('offer')
    .select(['id', 'chain_id', 'client_id', 'author_role', 'offer_price', 'status', 'expires_at'])
    .where('chain_id', '=', chainId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** An offer is live while its status is active and the server's clock is before its expiry. */
export function isLive(offer: Pick<LastOffer, 'status' | 'expires_at'>, now: Date): boolean {
  return offerIsLive(offer.status, offer.expires_at, now);
}
