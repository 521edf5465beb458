// An offer as the negotiation calls answer it (specification, Offer entity), with the server's
// time so clients correct their countdowns for clock skew. The offer is inserted and read back
// with its dealer's name in one statement.
import type { OfferDto } from '@canam/domain/rest/offers';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

type OfferRow = Awaited<ReturnType<typeof insertOffer>>;

/** Inserts the offer and answers it with its client's name, ready for offerDto. */
export function insertOffer(trx: Transaction<DB> | Kysely<DB>, values: Insertable<DB['offer']>) {
  return trx
    .with('o', (db) => db.insertInto('offer').values(values).returningAll())
    .selectFrom('o')
    .innerJoin('app_user as c', 'c.id', 'o.client_id')
    .select([
      'o.id',
      'o.chain_id',
      'o.vehicle_id',
      'o.client_id',
      'o.author_role',
      'o.offer_price',
      'o.status',
      'o.created_at',
      'o.updated_at',
      'o.expires_at',
      'c.first_name',
      'c.last_name',
    ])
    .executeTakeFirstOrThrow();
}

export function offerDto(row: OfferRow): OfferDto {
  return {
    id: row.id,
    mainOffer: row.chain_id,
    vehiclesId: row.vehicle_id,
    clientId: row.client_id,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.author_role,
    offerPrice: row.offer_price,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    registerDate: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    time: { serverTime: new Date().toISOString(), expirationTime: row.expires_at.toISOString() },
  };
}
