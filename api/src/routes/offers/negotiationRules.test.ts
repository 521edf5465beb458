// The negotiation rules of the offers issue one by one, beyond negotiation.test.ts: who may take
// part, whose chain it is, who accepts what, expiry by the server's clock (a counter-offer starts
// its own 18 hours), a sale that happens once and closes the rest, and idempotent retries.
import { describe, expect, it } from 'vitest';
import { OFFER_LIFETIME_MS } from '@canam/domain/offers';
import { expireOffers } from '../../offers/expiryJob.ts';
import { negotiationContextOf } from '../../offers/negotiationContext.ts';
import { freshVehicleOnSale, offerRefusalBody, post, userId } from '../../testing/offers.ts';
import { bearer, logIn } from '../../testing/session.ts';
import { EVERY_ROLE_USERS, useTestApi } from '../../testing/useTestApi.ts';
import { negotiationCalls } from '../../testing/negotiationCalls.ts';

const { api, token } = useTestApi(EVERY_ROLE_USERS);

const db = () => api.database.db;
const { offer, counter, accept, buy } = negotiationCalls(api, token);
const expire = (at: Date) => expireOffers(negotiationContextOf(api.app), at);
const listOf = async (who: string, status: 0 | 1) => {
  const url = ['admin', 'agent', 'agent2', 'superadmin'].includes(who)
    ? `/api/vehicle/getVehiclesOffers?status=${status}&resourcesPerPage=100`
    : `/api/vehicle/getOffersByUser?status=${status}&resourcesPerPage=100`;
  const response = await api.app.inject({ url, headers: bearer(token[who]!) });
  return response.json().data.map((vehicle: { id: number }) => vehicle.id) as number[];
};
const offerRow = (id: number) =>
  db()
    .selectFrom('offer')
    .select(['status', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const countWhere = async (table: 'offer' | 'event' | 'notification', vehicleId: number) =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('vehicle_id', '=', vehicleId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('who may make offers and buy', () => {
  it.each([
    ['an agent', 'agent'],
    ['a reviewer', 'reviewer'],
    ['a super admin', 'superadmin'],
  ])('refuses an offer from %s', async (_name, who) => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const response = await offer(who, vehicle, '1000');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(offerRefusalBody('notDealer'));
    expect(response.json().code).toBe('NOT_DEALER');
    expect(await countWhere('offer', vehicle)).toBe(0);
  });

  it('tells a buyer of a pending company why its offer is refused', async () => {
    const pending = (await logIn(api.app, 'pending.buyer@canam.test')).auth.accessToken;
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const response = await post(api.app, '/api/vehicle/offer', pending, {
      vehiclesId: vehicle,
      offerPrice: '1000',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(offerRefusalBody('companyNotAccepted'));
  });

  it.each([
    ['a guest', null, 401],
    ['an admin', 'admin', 403],
    ['an agent', 'agent', 403],
    ['a reviewer', 'reviewer', 403],
  ])('refuses Buy Now to %s and leaves the vehicle on sale', async (_name, who, status) => {
    const vehicle = await freshVehicleOnSale(db(), 'agent2@canam.test');
    const response = await buy(who, vehicle);
    expect(response.statusCode).toBe(status);
    const row = await db()
      .selectFrom('vehicle')
      .select('status')
      .where('id', '=', vehicle)
      .executeTakeFirstOrThrow();
    expect(row.status).not.toBe('Sold');
  });
});

describe('whose chain it is', () => {
  it("does not let a dealer offer on another dealer's chain, even of its own company", async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const clientId = await userId(db(), 'client@canam.test');
    await offer('client', vehicle, '15000');
    const response = await post(api.app, '/api/vehicle/offer', token.buyer!, {
      vehiclesId: vehicle,
      offerPrice: '15500',
      clientId,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(offerRefusalBody('notYourChain'));
    expect(await countWhere('offer', vehicle)).toBe(1);
  });

  it("does not let a dealer accept the staff offer of another dealer's chain", async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const clientId = await userId(db(), 'client@canam.test');
    await offer('client', vehicle, '15000');
    const staffOffer = (await counter('agent', vehicle, clientId, '16000')).json();
    const response = await accept('buyer', staffOffer.id, vehicle);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(offerRefusalBody('notYourChain'));
  });

  it('keeps one chain per dealer and vehicle: a staff counter answers that dealer only', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    const clientId = await userId(db(), 'client@canam.test');
    await offer('client', vehicle, '15000');
    // the buyer has no offer to answer on this vehicle
    const response = await counter('agent', vehicle, buyerId, '16000');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(offerRefusalBody('notLastOffer'));
    expect((await counter('agent', vehicle, clientId, '16000')).statusCode).toBe(200);
  });
});

describe('who accepts what', () => {
  it('lets the dealer accept only the last staff offer of its chain', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    await offer('buyer', vehicle, '10000');
    const firstCounter = (await counter('agent', vehicle, buyerId, '12000')).json();
    const mine = (await offer('buyer', vehicle, '11000')).json();
    // its own offer is not for it to accept
    const own = await accept('buyer', mine.id, vehicle);
    expect(own.statusCode).toBe(403);
    // the older staff offer was answered: only the last offer counts
    await counter('agent', vehicle, buyerId, '11500');
    const older = await accept('buyer', firstCounter.id, vehicle);
    expect(older.statusCode).toBe(409);
    expect(older.json()).toMatchObject(offerRefusalBody('notLastOffer'));
  });

  it("lets staff accept only the dealer's last offer, never a staff offer", async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    await offer('buyer', vehicle, '10000');
    const staffOffer = (await counter('agent', vehicle, buyerId, '12000')).json();
    for (const who of ['agent', 'admin']) {
      const response = await accept(who, staffOffer.id, vehicle);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(offerRefusalBody('notDealer'));
    }
  });

  it('lets an agent accept only on the vehicles it owns; admins on every vehicle', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const made = (await offer('buyer', vehicle, '10000')).json();
    for (const who of ['agent2', 'reviewer']) {
      const response = await accept(who, made.id, vehicle);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(offerRefusalBody('notYourVehicle'));
    }
    const guest = await accept(null, made.id, vehicle);
    expect(guest.statusCode).toBe(401);
    const bySuperAdmin = await accept('superadmin', made.id, vehicle);
    expect(bySuperAdmin.statusCode, bySuperAdmin.body).toBe(200);
  });

  it('refuses a reviewer counter-offer', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    await offer('buyer', vehicle, '10000');
    const response = await counter('reviewer', vehicle, buyerId, '11000');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(offerRefusalBody('notYourVehicle'));
  });
});

describe('expiry by the server clock', () => {
  it('keeps an offer active until its 18th hour, then expires it once (status 1 -> 0)', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent3@canam.test');
    const made = (await offer('buyer', vehicle, '9000')).json();
    const expiresAt = Date.parse(made.time.expirationTime);
    expect(expiresAt - Date.parse(made.createdAt)).toBe(OFFER_LIFETIME_MS);

    await expire(new Date(expiresAt - 1));
    expect((await offerRow(made.id)).status).toBe(1);
    expect(await listOf('buyer', 1)).toContain(vehicle);

    await expire(new Date(expiresAt));
    expect((await offerRow(made.id)).status).toBe(0);
    expect(await listOf('buyer', 1)).not.toContain(vehicle);
    expect(await listOf('buyer', 0)).toContain(vehicle);
    const events = await db()
      .selectFrom('event')
      .select('type')
      .where('vehicle_id', '=', vehicle)
      .where('type', '=', 'offer.expired')
      .execute();
    await expire(new Date(expiresAt + 1));
    const again = await db()
      .selectFrom('event')
      .select('type')
      .where('vehicle_id', '=', vehicle)
      .where('type', '=', 'offer.expired')
      .execute();
    expect(events).toHaveLength(1);
    expect(again).toHaveLength(1);
  });

  it('refuses to accept or counter an expired offer; the dealer may then offer again', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent3@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    const made = (await offer('buyer', vehicle, '9000')).json();
    await expire(new Date(Date.parse(made.time.expirationTime)));
    const accepted = await accept('admin', made.id, vehicle);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toMatchObject(offerRefusalBody('expired'));
    const countered = await counter('admin', vehicle, buyerId, '9500');
    expect(countered.json()).toMatchObject(offerRefusalBody('expired'));
    const again = await offer('buyer', vehicle, '9100');
    expect(again.statusCode, again.body).toBe(200);
    expect(await listOf('buyer', 1)).toContain(vehicle);
  });

  it('starts a new 18 hours with every counter-offer', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    const made = (await offer('buyer', vehicle, '9000')).json();
    const staffOffer = (await counter('agent', vehicle, buyerId, '9800')).json();
    expect(Date.parse(staffOffer.time.expirationTime) - Date.parse(staffOffer.createdAt)).toBe(
      OFFER_LIFETIME_MS,
    );
    expect(Date.parse(staffOffer.time.expirationTime)).toBeGreaterThan(
      Date.parse(made.time.expirationTime),
    );
    // the dealer's first offer runs out; the negotiation lives on with the counter-offer
    await expire(new Date(Date.parse(made.time.expirationTime)));
    expect((await offerRow(made.id)).status).toBe(0);
    expect((await offerRow(staffOffer.id)).status).toBe(1);
    expect(await listOf('buyer', 1)).toContain(vehicle);
    const history = await api.app.inject({
      url: `/api/vehicle/getOfferHistory?vehicleId=${vehicle}`,
      headers: bearer(token.buyer!),
    });
    expect(history.json()[0].time.expirationTime).toBe(staffOffer.time.expirationTime);
    const response = await accept('buyer', staffOffer.id, vehicle);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('a sale happens once', () => {
  it('sells the vehicle, records the sale, closes every other offer and e-mails the buyer', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent2@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    const other = (await offer('client', vehicle, '17000')).json();
    const made = (await offer('buyer', vehicle, '16000')).json();
    const before = Date.now();
    const response = await accept('agent2', made.id, vehicle);
    const after = Date.now();
    expect(response.statusCode, response.body).toBe(200);

    const sale = await db()
      .selectFrom('vehicle_sale')
      .selectAll()
      .where('vehicle_id', '=', vehicle)
      .executeTakeFirstOrThrow();
    expect(sale).toMatchObject({ sale_price: '16000.00', buyer_id: buyerId, offer_id: made.id });
    expect(sale.register_date.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(sale.register_date.getTime()).toBeLessThanOrEqual(after + 1000);
    const vehicleRow = await db()
      .selectFrom('vehicle')
      .select('status')
      .where('id', '=', vehicle)
      .executeTakeFirstOrThrow();
    expect(vehicleRow.status).toBe('Sold');
    expect((await offerRow(made.id)).status).toBe(2);
    expect((await offerRow(other.id)).status).toBe(3);
    const chains = await db()
      .selectFrom('offer_chain')
      .select(['client_id', 'state'])
      .where('vehicle_id', '=', vehicle)
      .orderBy('client_id')
      .execute();
    expect(chains.map((chain) => chain.state).sort()).toEqual(['accepted', 'closed']);
    // a closed negotiation is in neither offer tab of the other dealer; the sale is the buyer's
    expect(await listOf('client', 1)).not.toContain(vehicle);
    expect(await listOf('client', 0)).not.toContain(vehicle);
    const purchases = await api.app.inject({
      url: '/api/vehiclesSales?resourcesPerPage=100',
      headers: bearer(token.buyer!),
    });
    expect(purchases.json().data.map((v: { id: number }) => v.id)).toContain(vehicle);
    const mail = await db()
      .selectFrom('email_message')
      .select(['subject', 'text_body'])
      .where('to_address', '=', 'buyer@canam.test')
      .where('subject', 'like', 'Vehicle purchased: %')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Final price: USD$ 16,000.00');

    for (const late of [
      await buy('client', vehicle),
      await offer('client', vehicle, '18000'),
      await accept('admin', other.id, vehicle),
    ]) {
      expect(late.statusCode).toBe(409);
    }
    expect(
      await db()
        .selectFrom('vehicle_sale')
        .select('id')
        .where('vehicle_id', '=', vehicle)
        .execute(),
    ).toHaveLength(1);
  });
});

describe('idempotent retries', () => {
  it('answers a retried offer with the first one and stores, notifies and e-mails once', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const mailsToAgent = async () =>
      (
        await db()
          .selectFrom('email_message')
          .select('id')
          .where('to_address', '=', 'agent@canam.test')
          .execute()
      ).length;
    const mailsBefore = await mailsToAgent();
    const first = await offer('buyer', vehicle, '8000', 'offer-key');
    const retry = await offer('buyer', vehicle, '8000', 'offer-key');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect(await countWhere('offer', vehicle)).toBe(1);
    expect(await countWhere('notification', vehicle)).toBe(1);
    expect(await countWhere('event', vehicle)).toBe(2);
    expect((await mailsToAgent()) - mailsBefore).toBe(1);
    // the key belongs to its user: another dealer's request with the same key is its own
    const other = await offer('client', vehicle, '8100', 'offer-key');
    expect(other.json().id).not.toBe(first.json().id);
    expect(await countWhere('offer', vehicle)).toBe(2);
  });

  it('answers a retried counter-offer and a retried acceptance with the first result', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    await offer('buyer', vehicle, '8000');
    const first = await counter('agent', vehicle, buyerId, '8500', 'counter-key');
    const retry = await counter('agent', vehicle, buyerId, '8500', 'counter-key');
    expect(retry.json().id).toBe(first.json().id);
    expect(await countWhere('offer', vehicle)).toBe(2);

    const mailsBefore = await db()
      .selectFrom('email_message')
      .select('id')
      .where('to_address', '=', 'buyer@canam.test')
      .execute();
    const sold = await accept('buyer', first.json().id, vehicle, 'accept-key');
    const again = await accept('buyer', first.json().id, vehicle, 'accept-key');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sold.json());
    expect(
      await db()
        .selectFrom('vehicle_sale')
        .select('id')
        .where('vehicle_id', '=', vehicle)
        .execute(),
    ).toHaveLength(1);
    const mailsAfter = await db()
      .selectFrom('email_message')
      .select('id')
      .where('to_address', '=', 'buyer@canam.test')
      .execute();
    expect(mailsAfter.length - mailsBefore.length).toBe(1);
  });
});
