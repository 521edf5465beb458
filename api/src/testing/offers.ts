// Helpers for negotiation tests: vehicles on sale of a given owner, ids of demo users, calls.
import type { FastifyInstance } from 'fastify';
import { ON_SALE_STATUSES } from '@canam/domain/onSale';
import { OFFER_REFUSALS } from '@canam/domain/offers';
import { OFFER_REFUSAL_CODES } from '@canam/domain/rest/errors';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { bearer } from './session.ts';

export async function userId(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A released vehicle on sale with no negotiation yet, owned by `ownerEmail`'s agent. */
export async function freshVehicleOnSale(db: Db, ownerEmail: string, skip = 0): Promise<number> {
  const owner = await userId(db, ownerEmail);
  const rows = await db
    .selectFrom('vehicle as v')
    .innerJoin('vehicle_cost_detail as c', 'c.vehicle_id', 'v.id')
    .select('v.id')
    .where('v.status', 'in', ON_SALE_STATUSES)
    .where('v.users_id', '=', owner)
    .where('v.release_date', '<=', new Date())
    .where('c.price', '>', '0')
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('offer').select('id').whereRef('offer.vehicle_id', '=', 'v.id')),
      ),
    )
    .orderBy('v.id')
    .execute();
  const row = rows[skip];
  if (!row) throw new Error(`no fresh vehicle on sale for ${ownerEmail}`);
  return row.id;
}

/** The selling price of a vehicle, as the database holds it (decimal text, null when unpriced). */
export async function sellingPriceOf(db: Db, vehicleId: number): Promise<string | null> {
  const row = await db
    .selectFrom('vehicle_cost_detail')
    .select('price')
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  return row.price;
}

/** How many purchase confirmations were e-mailed so far. */
export async function purchaseMailCount(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('email_message')
    .select('id')
    .where('subject', 'like', 'Vehicle purchased: %')
    .execute();
  return rows.length;
}

/** A dealer's answer (as ROLE_BUYER) to a staff offer, stored a minute after it. */
export async function insertDealerAnswer(
  db: Db,
  staffOffer: Selectable<DB['offer']>,
  answer: { offerPrice: string; expiresAt: Date },
): Promise<{ id: number }> {
  return db
    .insertInto('offer')
    .values({
      chain_id: staffOffer.chain_id,
      vehicle_id: staffOffer.vehicle_id,
      client_id: staffOffer.client_id,
      author_id: staffOffer.client_id,
      author_role: 'ROLE_BUYER',
      offer_price: answer.offerPrice,
      created_at: new Date(staffOffer.created_at.getTime() + 60_000),
      expires_at: answer.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function post(
  app: FastifyInstance,
  url: string,
  token: string | null,
  payload: object,
  key?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** The error body's code and text of a negotiation refusal. */
export const offerRefusalBody = (refusal: keyof typeof OFFER_REFUSALS) => ({
  code: OFFER_REFUSAL_CODES[refusal],
  message: OFFER_REFUSALS[refusal],
});
