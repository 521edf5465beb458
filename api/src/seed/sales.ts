// Sales of the sold vehicles, to dealers of accepted companies: the first closed an accepted
// offer, the others were bought at once; the office recorded checks for the oldest ones.
import type { Kysely } from 'kysely';
import { offerExpiresAt } from '@canam/domain/offers';
import { OFFER_STATUS } from '@canam/domain/statuses';
import type { DB } from '../db/schema.ts';
import type { SeededVehicle } from './media.ts';
import type { People } from './people.ts';

const HOUR = 3_600_000;

export async function insertSales(
  db: Kysely<DB>,
  sold: SeededVehicle[],
  people: People,
  now: Date,
) {
  const admin = people.users.get('admin@canam.test') as number;
  for (const [n, { id, plan }] of sold.entries()) {
    if (!plan.sale) continue;
    const buyer = people.dealers[n % people.dealers.length] as number;
    const agent = people.agents[plan.agent] as number;
    let offerId: number | null = null;
    if (n === 0) {
      // The first sale (to dealers[0], client@) closed an accepted offer; the others were
      // bought at once (Buy Now).
      const created = new Date(plan.sale.date.getTime() - 3 * HOUR);
      const chain = await db
        .insertInto('offer_chain')
        .values({
          vehicle_id: id,
          client_id: buyer,
          state: 'accepted',
          created_at: created,
          updated_at: plan.sale.date,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const offer = await db
        .insertInto('offer')
        .values({
          chain_id: chain.id,
          vehicle_id: id,
          client_id: buyer,
          author_id: buyer,
          author_role: 'ROLE_CLIENT',
          offer_price: plan.sale.price,
          status: OFFER_STATUS.ACCEPTED,
          created_at: created,
          expires_at: offerExpiresAt(created),
          updated_at: plan.sale.date,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      offerId = offer.id;
    }
    const paid = now.getTime() - plan.sale.date.getTime() > 5 * 24 * HOUR;
    await db
      .insertInto('vehicle_sale')
      .values({
        vehicle_id: id,
        sale_price: plan.sale.price,
        received_price: paid ? plan.sale.price : null,
        buyer_id: buyer,
        offer_id: offerId,
        created_by: offerId ? agent : buyer,
        register_date: plan.sale.date,
      })
      .execute();
    if (paid && n < 4) {
      const day = new Date(Math.min(plan.sale.date.getTime() + 2 * 24 * HOUR, now.getTime()));
      await db
        .insertInto('vehicle_check')
        .values({
          vehicle_id: id,
          user_id: admin,
          date: day.toISOString().slice(0, 10),
          number: 104_210 + n * 7,
          amount: plan.sale.price,
          register_date: day,
        })
        .execute();
    }
  }
}
