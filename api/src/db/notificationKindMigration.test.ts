// Migration 006 gives the notifications written before it the kind of what they told: a dealer's
// counter-offer, an accepted offer or a Buy Now instead of 'offer' and 'sold', and marks read
// the sale notices of whoever made the sale. Run here on the seeded lot with such old rows.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { NotificationKind } from '@canam/domain/notifications';
import { useTestApi } from '../testing/useTestApi.ts';
import { insertDealerAnswer } from '../testing/offers.ts';

const MIGRATION = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
  '006_notification_kind.sql',
);

interface OldAbout {
  vehicle: number;
  offer: number | null;
  dealer: number | null;
}

const { api } = useTestApi();

const db = () => api.database.db;

describe('migration 006 (notification kinds)', () => {
  it('turns old offer and sold rows into counter, accepted and bought, and checks kinds', async () => {
    // The rows as the code before it wrote them, which the check would now refuse.
    await sql`ALTER TABLE notification DROP CONSTRAINT notification_kind_check`.execute(db());
    const staffOffer = await db()
      .selectFrom('offer')
      .selectAll()
      .where('author_role', '=', 'ROLE_AGENT')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answer = await insertDealerAnswer(db(), staffOffer, {
      offerPrice: '1000.00',
      expiresAt: new Date(staffOffer.expires_at.getTime() + 60_000),
    });
    const sales = await db()
      .selectFrom('vehicle_sale as s')
      .innerJoin('vehicle as v', 'v.id', 's.vehicle_id')
      .select(['s.vehicle_id', 's.offer_id', 's.buyer_id', 's.created_by', 'v.users_id'])
      .orderBy('s.id')
      .execute();
    const accepted = sales.find((sale) => sale.offer_id !== null)!;
    const bought = sales.find((sale) => sale.offer_id === null)!;
    /** A notification to `userId` about a vehicle, an offer (or none) and its dealer. */
    const old = async (userId: number, kind: string, about: OldAbout) =>
      (
        await db()
          .insertInto('notification')
          .values({
            user_id: userId,
            vehicle_id: about.vehicle,
            offer_id: about.offer,
            buyer_id: about.dealer,
            // The old kinds are not NotificationKind any more.
            kind: kind as NotificationKind,
            offer_price: '1000.00',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const aboutSale = (sale: (typeof sales)[number]) => ({
      vehicle: sale.vehicle_id,
      offer: sale.offer_id,
      dealer: sale.buyer_id,
    });
    const ids = {
      counter: await old(staffOffer.author_id, 'offer', {
        vehicle: staffOffer.vehicle_id,
        offer: answer.id,
        dealer: staffOffer.client_id,
      }),
      acceptedToBuyer: await old(accepted.buyer_id!, 'sold', aboutSale(accepted)),
      acceptedToAgent: await old(accepted.users_id!, 'sold', aboutSale(accepted)),
      boughtToBuyer: await old(bought.buyer_id!, 'sold', aboutSale(bought)),
      boughtToAgent: await old(bought.users_id!, 'sold', aboutSale(bought)),
    };
    const firstOffers = await db()
      .selectFrom('notification')
      .select('id')
      .where('kind', '=', 'offer')
      .where('id', '!=', ids.counter)
      .execute();

    const text = await readFile(MIGRATION, 'utf8');
    await api.database.session((run) => run(text));

    const after = new Map(
      (
        await db()
          .selectFrom('notification')
          .select(['id', 'kind', 'sent'])
          .where('id', 'in', Object.values(ids))
          .execute()
      ).map((row) => [row.id, [row.kind, row.sent]]),
    );
    expect(after.get(ids.counter)).toEqual(['counter', 1]);
    expect(after.get(ids.acceptedToBuyer)).toEqual(['accepted', 1]);
    // The seed's accepted offer was accepted by its agent, the Buy Now made by its buyer.
    expect(accepted.created_by).toBe(accepted.users_id);
    expect(after.get(ids.acceptedToAgent)).toEqual(['accepted', 2]);
    expect(bought.created_by).toBe(bought.buyer_id);
    expect(after.get(ids.boughtToBuyer)).toEqual(['bought', 2]);
    expect(after.get(ids.boughtToAgent)).toEqual(['bought', 1]);
    // Dealers' first offers stay offers.
    const stillOffers = await db()
      .selectFrom('notification')
      .select('id')
      .where(
        'id',
        'in',
        firstOffers.map((row) => row.id),
      )
      .where('kind', '=', 'offer')
      .execute();
    expect(stillOffers).toHaveLength(firstOffers.length);

    await expect(
      db()
        .insertInto('notification')
        .values({
          user_id: accepted.buyer_id!,
          kind: 'sold' as NotificationKind,
          offer_price: null,
        })
        .execute(),
    ).rejects.toThrow(/notification_kind_check/);
  });
});
