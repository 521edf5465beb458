// GET /api/vehicle/offer-notifications: who reads which, the filters, paging and the fields.
import { describe, expect, it } from 'vitest';
import { costInUsd } from '@canam/domain/money';
import type { OfferNotificationDto } from '@canam/domain/rest/notifications';
import type { Paged } from '@canam/domain/rest/paged';
import { bearer } from '../../testing/session.ts';
import { useTestApi } from '../../testing/useTestApi.ts';
import { insertDealerAnswer } from '../../testing/offers.ts';

const {
  api,
  token: tokens,
  id: ids,
} = useTestApi(['superadmin', 'admin', 'agent', 'agent2', 'reviewer', 'client', 'buyer']);

async function get(query: string, who: string): Promise<Paged<OfferNotificationDto>> {
  const response = await api.app.inject({
    url: `/api/vehicle/offer-notifications?${query}`,
    headers: bearer(tokens[who]!),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The notifications addressed to staff (all of the demo's: dealer offers to the agents). */
const rows = () =>
  api.database.db
    .selectFrom('notification as n')
    .innerJoin('user_role as ur', 'ur.user_id', 'n.user_id')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .where('r.name', 'in', ['ROLE_AGENT', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'])
    .selectAll('n')
    .execute();

describe('who reads which notifications', () => {
  it.each(['admin', 'superadmin'])('gives %s every offer notification, 6 a page', async (who) => {
    const all = await rows();
    const page = await get('', who);
    expect(page).toMatchObject({ currentPage: 1, perPage: 6, total: all.length });
    expect(page.data).toHaveLength(Math.min(6, all.length));
    const dates = page.data.map((n) => n.registerDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives an agent only the notifications addressed to it, whatever offerTo says', async () => {
    const own = (await rows()).filter((row) => row.user_id === ids.agent);
    expect(own.length).toBeGreaterThan(0);
    const page = await get('resourcesPerPage=100', 'agent');
    expect(page.data.map((n) => n.id).sort()).toEqual(own.map((row) => row.id).sort());
    const other = await get(`offerTo=${ids.agent2}&resourcesPerPage=100`, 'agent');
    expect(other.total).toBe(own.length);
  });

  it('lets an admin narrow to one recipient with offerTo', async () => {
    const theirs = (await rows()).filter((row) => row.user_id === ids.agent2);
    const page = await get(`offerTo=${ids.agent2}&resourcesPerPage=100`, 'admin');
    expect(page.data.map((n) => n.id).sort()).toEqual(theirs.map((row) => row.id).sort());
  });

  it.each(['client', 'buyer'])('gives the dealer %s its own notifications only', async (who) => {
    const own = await api.database.db
      .selectFrom('notification')
      .select('id')
      .where('user_id', '=', ids[who]!)
      .execute();
    // The seed's staff counter-offers are addressed to the dealers.
    expect(own.length).toBeGreaterThan(0);
    const page = await get(`resourcesPerPage=100&offerTo=${ids.agent}`, who);
    expect(page.data.map((n) => n.id).sort()).toEqual(own.map((row) => row.id).sort());
    expect(page.data.every((n) => n.kind === 'counter' && n.offerSide === 'provider')).toBe(true);
  });

  it('refuses the reviewer with 403', async () => {
    const response = await api.app.inject({
      url: '/api/vehicle/offer-notifications',
      headers: bearer(tokens.reviewer!),
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a guest with 401', async () => {
    const response = await api.app.inject({ url: '/api/vehicle/offer-notifications' });
    expect(response.statusCode).toBe(401);
  });
});

describe('filters, paging and fields', () => {
  it('counts only unread ones with new=1', async () => {
    const before = await get('new=1', 'admin');
    const [first] = (await get('new=1', 'admin')).data;
    await api.database.db
      .updateTable('notification')
      .set({ sent: 2 })
      .where('id', '=', first!.id)
      .execute();
    const after = await get('new=1', 'admin');
    expect(after.total).toBe(before.total - 1);
    expect(after.data.every((n) => n.sent !== 2)).toBe(true);
    expect((await get('', 'admin')).total).toBe(before.total);
  });

  it("leaves the dealers' own notifications out of an admin's list", async () => {
    const before = await get('', 'admin');
    const [template] = await rows();
    const db = api.database.db;
    const dealers = await db
      .insertInto('notification')
      .values({ ...template!, id: undefined, user_id: ids.buyer!, kind: 'counter' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get('', 'admin')).total).toBe(before.total);
    await db.deleteFrom('notification').where('id', '=', dealers.id).execute();
  });

  it('narrows to counter-offers with counter=1 and leaves them out with counter=0', async () => {
    const db = api.database.db;
    const before = await get('', 'admin');
    // A dealer answers a staff counter-offer: find a negotiation whose last word is the agent's.
    const staffOffer = await db
      .selectFrom('offer')
      .selectAll()
      .where('author_role', '=', 'ROLE_AGENT')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answer = await insertDealerAnswer(db, staffOffer, {
      offerPrice: staffOffer.offer_price,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const notification = await db
      .insertInto('notification')
      .values({
        user_id: ids.agent!,
        offer_id: answer.id,
        vehicle_id: staffOffer.vehicle_id,
        buyer_id: staffOffer.client_id,
        kind: 'counter',
        offer_price: staffOffer.offer_price,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get('counter=1', 'admin')).data.map((n) => n.id)).toEqual([notification.id]);
    expect((await get('counter=0', 'admin')).total).toBe(before.total);
    expect((await get('', 'admin')).total).toBe(before.total + 1);
    await db.deleteFrom('notification').where('id', '=', notification.id).execute();
    await db.deleteFrom('offer').where('id', '=', answer.id).execute();
  });

  it('pages with distinct notifications', async () => {
    const one = await get('resourcesPerPage=2&page=1', 'admin');
    const two = await get('resourcesPerPage=2&page=2', 'admin');
    expect(two.currentPage).toBe(2);
    expect(two.data.some((n) => one.data.some((m) => m.id === n.id))).toBe(false);
  });

  it('carries the buyer, the vehicle and the highest earlier offer', async () => {
    const all = (await get('resourcesPerPage=100', 'admin')).data;
    const db = api.database.db;
    for (const notification of all) {
      const row = await db
        .selectFrom('notification as n')
        .innerJoin('offer as o', 'o.id', 'n.offer_id')
        .innerJoin('app_user as b', 'b.id', 'n.buyer_id')
        .innerJoin('vehicle as v', 'v.id', 'n.vehicle_id')
        .select(['o.created_at', 'o.vehicle_id', 'b.first_name', 'v.stock_number'])
        .where('n.id', '=', notification.id)
        .executeTakeFirstOrThrow();
      const earlier = await db
        .selectFrom('offer')
        .select('offer_price')
        .where('vehicle_id', '=', row.vehicle_id)
        .where('author_role', 'in', ['ROLE_CLIENT', 'ROLE_BUYER'])
        .where('created_at', '<', row.created_at)
        .execute();
      const highest = earlier.map((o) => o.offer_price).sort((a, b) => Number(b) - Number(a))[0];
      expect(notification.buyer?.firstName).toBe(row.first_name);
      expect(notification.vehicle).toMatchObject({
        id: row.vehicle_id,
        stockNumber: row.stock_number,
        lastHighestOffer: highest ?? null,
      });
      expect(notification.offerPrice).toMatch(/^\d+\.\d{2}$/);
      expect(notification.kind).toBe('offer');
      expect(notification.offerSide).toBe('client');
      expect(notification.vehicle!.vehicleCostDetail!.cost).toMatch(/^\d+\.\d{2}$/);
      expect(notification.vehicle!.vinNumber.make).toBeTruthy();
      expect(typeof notification.vehicle!.vehicleInformation.miles).toBe('number');
    }
    // The seed has a dealer outbidding another on the same vehicle.
    expect(all.some((n) => n.vehicle!.lastHighestOffer !== null)).toBe(true);
  });

  it('gives the cost in USD by the one rule, (cost + 2500) / fx', async () => {
    const [first] = (await get('', 'admin')).data;
    const detail = await api.database.db
      .selectFrom('vehicle_cost_detail')
      .select(['cost', 'fx'])
      .where('vehicle_id', '=', first!.vehicle!.id)
      .executeTakeFirstOrThrow();
    expect(first!.vehicle!.vehicleCostDetail).toEqual({
      cost: detail.cost,
      costUsd: costInUsd(detail.cost!, detail.fx!),
    });
    expect(first!.vehicle!.vehicleCostDetail!.costUsd).not.toBe(detail.cost);
  });

  it('keeps the kinds asked for with kind=', async () => {
    const db = api.database.db;
    const [template] = await rows();
    const sale = await db
      .insertInto('notification')
      .values({ ...template!, id: undefined, kind: 'bought', offer_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const all = await get('resourcesPerPage=100', 'admin');
    const offers = await get('kind=offer,counter&resourcesPerPage=100', 'admin');
    const bought = await get('kind=bought', 'admin');
    expect(offers.total).toBe(all.total - 1);
    expect(offers.data.some((n) => n.id === sale.id)).toBe(false);
    expect(bought.data.map((n) => [n.id, n.kind, n.offerSide])).toEqual([
      [sale.id, 'bought', null],
    ]);
    await db.deleteFrom('notification').where('id', '=', sale.id).execute();
  });

  it.each([
    ['kind=sold', 'kind must list kinds among offer, counter, accepted, bought, expired'],
    ['new=yes', 'new must be 0 or 1'],
    ['resourcesPerPage=0', 'resourcesPerPage must be a whole number from 1 to 100'],
    ['offerTo=x', 'offerTo must be a whole number from 1 to 2147483647'],
  ])('refuses %s with 400 "%s"', async (query, message) => {
    const response = await api.app.inject({
      url: `/api/vehicle/offer-notifications?${query}`,
      headers: bearer(tokens.admin!),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
