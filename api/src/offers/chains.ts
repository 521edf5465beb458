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

const LAST_OFFER_COLUMNS = [
  'id',
  'chain_id',
  'client_id',
  'author_role',
  'offer_price',
  'status',
  'expires_at',
] as const;

/**
 * The chain of the vehicle and dealer with its last offer, in one statement: every negotiation
 * step reads both inside its transaction.
 */
export async function chainWithLastOffer(
  trx: Transaction<DB>,
  vehicleId: number,
  clientId: number,
): Promise<{ id: number; state: string; last: LastOffer | undefined } | undefined> {
  const row = await trx
    .selectFrom('offer_chain as c')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('offer')
          .select(LAST_OFFER_COLUMNS)
          .whereRef('offer.chain_id', '=', 'c.id')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .as('o'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id',
      'c.state',
      'o.id as offer_id',
      'o.chain_id',
      'o.client_id',
      'o.author_role',
      'o.offer_price',
      'o.status',
      'o.expires_at',
    ])
    .where('c.vehicle_id', '=', vehicleId)
    .where('c.client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { offer_id, chain_id, client_id, author_role, offer_price, status, expires_at } = row;
  const last =
    offer_id === null
      ? undefined
      : {
          id: offer_id,
          chain_id: chain_id!,
          client_id: client_id!,
          author_role: author_role!,
          offer_price: offer_price!,
          status: status!,
          expires_at: expires_at!,
        };
  return { id: row.id, state: row.state, last };
}

/** Opens the chain of the vehicle and dealer: `existing` as chainWithLastOffer read it. */
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
    .select(LAST_OFFER_COLUMNS)
    .where('chain_id', '=', chainId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** An offer is live while its status is active and the server's clock is before its expiry. */
export function isLive(offer: Pick<LastOffer, 'status' | 'expires_at'>, now: Date): boolean {
  return offerIsLive(offer.status, offer.expires_at, now);
}
