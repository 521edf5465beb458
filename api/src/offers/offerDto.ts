// An offer as the negotiation calls answer it (specification, Offer entity), with the server's
// time so clients correct their countdowns for clock skew.
import type { OfferDto } from '@canam/domain/rest/offers';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import type { Kysely } from 'kysely';

export async function loadOfferDto(db: Db | Kysely<DB>, offerId: number): Promise<OfferDto> {
  const row = await db
    .selectFrom('offer as o')
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
    .where('o.id', '=', offerId)
    .executeTakeFirstOrThrow();
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
