// The life of the lot: offers and counter-offers (some active, some expired) with the agents'
// and the dealers' notifications, the sales of the sold vehicles (sales.ts) and the notes of the
// back office.
import type { Kysely } from 'kysely';
import { fromCents, toCents } from '@canam/domain/money';
import { offerExpiresAt } from '@canam/domain/offers';
import { OFFER_STATUS } from '@canam/domain/statuses';
import type { DB } from '../db/schema.ts';
import type { SeededVehicle } from './media.ts';
import type { People } from './people.ts';
import { insertSales } from './sales.ts';

const HOUR = 3_600_000;

/** One bid of a negotiation: who (a dealer e-mail, 'agent' or 'admin'), share of the price, hours ago. */
type Bid = readonly [who: string, share: number, hoursAgo: number];

// prettier-ignore
const NEGOTIATIONS: readonly (readonly Bid[])[] = [
  [['client@canam.test', 0.94, 2]],
  [['buyer@canam.test', 0.9, 5], ['agent', 0.96, 3]],
  [['marcus.reyes@greatlakesauto.test', 0.93, 4]],
  [['client@canam.test', 0.95, 0.7]], // outbids the one before, on the same vehicle
  [['client@canam.test', 0.88, 30], ['admin', 0.93, 26]],
  [['buyer@canam.test', 0.85, 72]],
  [['dana.whitfield@greatlakesauto.test', 0.91, 6], ['admin', 0.95, 1]],
  [['ethan@greenmountainmotors.test', 0.89, 50]],
  [['rachel.kim@empirestatemotors.test', 0.92, 9]],
];
// Index of the vehicle (among those on sale) each negotiation is about.
const TARGETS = [0, 1, 2, 2, 3, 4, 5, 6, 7];

const ROLE_OF: Record<string, string> = {
  'client@canam.test': 'ROLE_CLIENT',
  'marcus.reyes@greatlakesauto.test': 'ROLE_CLIENT',
  'ethan@greenmountainmotors.test': 'ROLE_CLIENT',
};

function priceShare(price: string, share: number): string {
  // Dealers bid in round hundreds.
  return fromCents(Math.round((toCents(price) * share) / 10_000) * 10_000);
}

async function insertOffers(db: Kysely<DB>, onSale: SeededVehicle[], people: People, now: Date) {
  const userId = (email: string) => people.users.get(email) as number;
  for (const [n, bids] of NEGOTIATIONS.entries()) {
    const vehicle = onSale[TARGETS[n] ?? 0];
    const first = bids[0];
    if (!vehicle || !first || !vehicle.plan.money.price) continue;
    const agent = people.agents[vehicle.plan.agent] as number;
    const dealer = userId(first[0]);
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    const last = bids.at(-1) ?? first;
    const chain = await db
      .insertInto('offer_chain')
      .values({
        vehicle_id: vehicle.id,
        client_id: dealer,
        created_at: at(first[2]),
        updated_at: at(last[2]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [who, share, hoursAgo] of bids) {
      const staff = who === 'agent' || who === 'admin';
      const created = at(hoursAgo);
      const expires = offerExpiresAt(created);
      const offerPrice = priceShare(vehicle.plan.money.price, share);
      const offer = await db
        .insertInto('offer')
        .values({
          chain_id: chain.id,
          vehicle_id: vehicle.id,
          client_id: dealer,
          author_id:
            who === 'agent' ? agent : who === 'admin' ? userId('admin@canam.test') : dealer,
          author_role:
            who === 'agent'
              ? 'ROLE_AGENT'
              : who === 'admin'
                ? 'ROLE_ADMIN'
                : (ROLE_OF[who] ?? 'ROLE_BUYER'),
          offer_price: offerPrice,
          status: expires > now ? OFFER_STATUS.ACTIVE : OFFER_STATUS.EXPIRED,
          created_at: created,
          expires_at: expires,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The owning agent hears of every dealer offer, the dealer of a staff counter-offer.
      await db
        .insertInto('notification')
        .values({
          user_id: staff ? dealer : agent,
          offer_id: offer.id,
          vehicle_id: vehicle.id,
          buyer_id: dealer,
          kind: staff ? 'counter' : 'offer',
          offer_price: offerPrice,
          sent: 1,
          new_notification: true,
          register_date: created,
        })
        .execute();
    }
  }
}

// prettier-ignore
const NOTES = [
  'Windshield chip noted at the lot, repair quoted at $180.',
  'Seller confirmed both keys and the owner manuals are in the glovebox.',
  'Recall campaign completed by the Canadian dealer, paperwork scanned.',
  'Dealer asked for extra photos of the undercarriage; sent by e-mail.',
  'Winter tires on steel rims go with the vehicle.',
];

async function insertNotes(db: Kysely<DB>, vehicles: SeededVehicle[], people: People) {
  const admin = people.users.get('admin@canam.test') as number;
  const values = NOTES.map((description, n) => {
    const { id, plan } = vehicles[(n * 11 + 3) % vehicles.length] as SeededVehicle;
    const author = n % 2 === 0 ? (people.agents[plan.agent] as number) : admin;
    return {
      vehicle_id: id,
      user_id: author,
      description,
      date: new Date(plan.registerDate.getTime() + (n + 1) * HOUR),
    };
  });
  await db.insertInto('note').values(values).execute();
}

export async function insertActivity(
  db: Kysely<DB>,
  vehicles: SeededVehicle[],
  people: People,
  now: Date,
) {
  const onSale = vehicles.filter(
    ({ plan }) => plan.status === 'ReadyToSell' && plan.releaseDate < now && plan.photos.length > 0,
  );
  await insertOffers(db, onSale, people, now);
  await insertSales(
    db,
    vehicles.filter(({ plan }) => plan.status === 'Sold'),
    people,
    now,
  );
  await insertNotes(db, vehicles, people);
}
