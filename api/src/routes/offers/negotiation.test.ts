// The negotiation rules, enforced by the api: who offers, counters, accepts and buys; expiry;
// selling exactly once; idempotent retries; the events written with each change.
import { describe, expect, it } from 'vitest';
import { OFFER_LIFETIME_MS, OFFER_MESSAGES, OFFER_REFUSALS } from '@canam/domain/offers';
import { expireOffers } from '../../offers/expiryJob.ts';
import { negotiationContextOf } from '../../offers/negotiationContext.ts';
import {
  freshVehicleOnSale,
  offerRefusalBody,
  post,
  userId,
  sellingPriceOf,
} from '../../testing/offers.ts';
import { bearer } from '../../testing/session.ts';
import { countRows } from '../../accounts/testing/accountsTesting.ts';
import { useTestApi } from '../../testing/useTestApi.ts';
import { negotiationCalls } from '../../testing/negotiationCalls.ts';

const { api, token } = useTestApi(['admin', 'agent', 'agent2', 'buyer', 'client', 'pending.buyer']);

const db = () => api.database.db;
const { offer, counter, accept, buy } = negotiationCalls(api, token);
const eventsOf = async (vehicleId: number) =>
  (
    await db()
      .selectFrom('event')
      .select('type')
      .where('vehicle_id', '=', vehicleId)
      .orderBy('id')
      .execute()
  ).map((row) => row.type);
const count = (table: 'offer' | 'vehicle_sale' | 'notification') => countRows(db(), table);

describe('making offers', () => {
  it('lets a dealer of an accepted company offer; the offer lives 18 hours; the owner is notified', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const response = await offer('buyer', vehicle, '21500.5');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.offerPrice).toBe('21500.50');
    expect(body.clientId).toBe(await userId(db(), 'buyer@canam.test'));
    const created = Date.parse(body.createdAt);
    expect(Date.parse(body.time.expirationTime) - created).toBe(OFFER_LIFETIME_MS);
    expect(Math.abs(Date.parse(body.time.serverTime) - Date.now())).toBeLessThan(5_000);
    expect(await eventsOf(vehicle)).toEqual(['offer.made', 'notification.created']);
    const notification = await db()
      .selectFrom('notification')
      .select(['user_id', 'kind'])
      .where('offer_id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(notification).toEqual({
      user_id: await userId(db(), 'agent@canam.test'),
      kind: 'offer',
    });
  });

  it.each([
    ['a guest', null, 401],
    ['a buyer of a pending company', 'pending.buyer', 403],
    ['an admin', 'admin', 403],
  ])('refuses %s', async (_who, who, status) => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const before = await count('offer');
    const response = await offer(who ?? 'nobody', vehicle, '1000');
    expect(response.statusCode).toBe(status);
    expect(await count('offer')).toBe(before);
  });

  it.each([['0'], ['-5'], ['abc'], ['12.345'], ['']])(
    'refuses the amount %j and stores nothing',
    async (amount) => {
      const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
      const before = await count('offer');
      const response = await offer('buyer', vehicle, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        ...offerRefusalBody('invalidAmount'),
        field: 'offerPrice',
      });
      expect(await count('offer')).toBe(before);
    },
  );

  it('refuses vehicles not released yet, not on sale or sold', async () => {
    const future = await db()
      .selectFrom('vehicle')
      .select('id')
      .where('status', '=', 'ReadyToSell')
      .where('release_date', '>', new Date())
      .executeTakeFirstOrThrow();
    expect((await offer('buyer', future.id, '1000')).json().message).toBe(
      OFFER_REFUSALS.notReleased,
    );
    const sold = await db()
      .selectFrom('vehicle')
      .select('id')
      .where('status', '=', 'Sold')
      .executeTakeFirstOrThrow();
    expect((await offer('buyer', sold.id, '1000')).json().message).toBe(OFFER_REFUSALS.sold);
    const draft = await db()
      .selectFrom('vehicle')
      .select('id')
      .where('status', '=', 'Draft')
      .executeTakeFirstOrThrow();
    const response = await offer('buyer', draft.id, '1000');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(offerRefusalBody('notOnSale'));
  });

  it('makes the sides take turns', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    expect((await offer('client', vehicle, '15000')).statusCode).toBe(200);
    const again = await offer('client', vehicle, '15500');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(offerRefusalBody('sameSide'));
  });
});

describe('counter-offers', () => {
  it('lets the owning agent counter the last dealer offer, and the dealer counter back', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    await offer('buyer', vehicle, '18000');
    const notOwner = await counter('agent2', vehicle, buyerId, '19500');
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json()).toMatchObject(offerRefusalBody('notYourVehicle'));
    const dealerCounter = await post(api.app, '/api/vehicle/counterOffer', token.buyer!, {
      vehiclesId: vehicle,
      clientId: buyerId,
      offerPrice: '1',
    });
    expect(dealerCounter.statusCode).toBe(403);
    const countered = await counter('agent', vehicle, buyerId, '19500');
    expect(countered.statusCode, countered.body).toBe(200);
    expect(countered.json().role).toBe('ROLE_AGENT');
    const back = await offer('buyer', vehicle, '18800');
    expect(back.statusCode).toBe(200);
    expect(await eventsOf(vehicle)).toEqual([
      'offer.made',
      'notification.created',
      'offer.countered',
      'notification.created',
      'offer.countered',
      'notification.created',
    ]);
    const chain = await post(api.app, '/api/vehicle/offerChain', token.buyer!, {
      status: 1,
      vehicleId: vehicle,
      clientId: buyerId,
    });
    expect(chain.json().data.map((item: { offerPrice: string }) => item.offerPrice)).toEqual([
      '18000.00',
      '19500.00',
      '18800.00',
    ]);
  });

  it('refuses a counter with no dealer offer to answer, or to an expired one', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    expect((await counter('admin', vehicle, buyerId, '1000')).json().message).toBe(
      OFFER_REFUSALS.notLastOffer,
    );
    const made = (await offer('buyer', vehicle, '1000')).json();
    await db()
      .updateTable('offer')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', made.id)
      .execute();
    expect((await counter('admin', vehicle, buyerId, '1200')).json().message).toBe(
      OFFER_REFUSALS.expired,
    );
  });
});

describe('accepting and buying', () => {
  it('sells to the dealer when it accepts the staff offer, and closes every other offer', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    const other = (await offer('client', vehicle, '17000')).json();
    await offer('buyer', vehicle, '16000');
    const staffOffer = (await counter('agent', vehicle, buyerId, '17500')).json();
    const check = await post(api.app, '/api/vehicle/validateOtherOffer', token.buyer!, {
      offerId: staffOffer.id,
    });
    expect(check.json()).toEqual({ higherOffer: false, message: OFFER_MESSAGES.noHigherBid });
    const response = await accept('buyer', staffOffer.id, vehicle);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: OFFER_MESSAGES.offerAccepted,
      vehicleSale: { vehiclesId: vehicle, salePrice: '17500.00', buyerId },
    });
    const row = await db()
      .selectFrom('vehicle')
      .select('status')
      .where('id', '=', vehicle)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Sold');
    const closed = await db()
      .selectFrom('offer')
      .select('status')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(closed.status).toBe(3);
    expect(await eventsOf(vehicle)).toContain('vehicle.sold');
    const again = await accept('buyer', staffOffer.id, vehicle);
    expect(again.statusCode).toBe(409);
  });

  it('lets staff accept the last dealer offer after the higher-offer check', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const low = (await offer('buyer', vehicle, '10000')).json();
    await offer('client', vehicle, '12000');
    const check = await post(api.app, '/api/vehicle/validateOtherOffer', token.admin!, {
      offerId: low.id,
    });
    expect(check.json()).toEqual({ higherOffer: true, message: OFFER_MESSAGES.higherOffer });
    const ownOffer = await accept('buyer', low.id, vehicle);
    expect(ownOffer.statusCode).toBe(403);
    const response = await accept('admin', low.id, vehicle);
    expect(response.statusCode).toBe(200);
    expect(response.json().vehicleSale.salePrice).toBe('10000.00');
  });

  it('refuses to accept an offer that is not the last of its chain or has expired', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    const first = (await offer('buyer', vehicle, '10000')).json();
    const staffOffer = (await counter('agent', vehicle, buyerId, '11000')).json();
    expect((await accept('agent', first.id, vehicle)).json().message).toBe(
      OFFER_REFUSALS.notLastOffer,
    );
    await db()
      .updateTable('offer')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('id', '=', staffOffer.id)
      .execute();
    expect((await accept('buyer', staffOffer.id, vehicle)).json().message).toBe(
      OFFER_REFUSALS.expired,
    );
  });

  it('buys at the selling price once; a retry with the same key answers the same sale', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent2@canam.test');
    const price = await sellingPriceOf(db(), vehicle);
    const first = await buy('client', vehicle, 'key-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: OFFER_MESSAGES.vehiclePurchased,
      vehicleSale: { salePrice: price },
    });
    const retry = await buy('client', vehicle, 'key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const late = await buy('buyer', vehicle);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject(offerRefusalBody('sold'));
    const sales = await db()
      .selectFrom('vehicle_sale')
      .select('id')
      .where('vehicle_id', '=', vehicle)
      .execute();
    expect(sales).toHaveLength(1);
    const purchases = await api.app.inject({
      url: '/api/vehiclesSales',
      headers: bearer(token.client!),
    });
    const mine = purchases.json().data.find((v: { id: number }) => v.id === vehicle);
    expect(mine.finalPrice).toBe(price);
  });

  it('refuses Buy Now to a pending company', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent2@canam.test');
    const response = await buy('pending.buyer', vehicle);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(offerRefusalBody('companyNotAccepted'));
  });
});

describe('expiry and the offer lists', () => {
  it('expires offers 18 hours after creation and moves them to the expired list', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent3@canam.test');
    const made = (await offer('buyer', vehicle, '9000')).json();
    const active = await api.app.inject({
      url: '/api/vehicle/getOffersByUser?status=1',
      headers: bearer(token.buyer!),
    });
    expect(active.json().data.map((v: { id: number }) => v.id)).toContain(vehicle);
    const later = new Date(Date.parse(made.time.expirationTime) + 1);
    expect(await expireOffers(negotiationContextOf(api.app), later)).toBeGreaterThan(0);
    const row = await db()
      .selectFrom('offer')
      .select('status')
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(0);
    expect(await eventsOf(vehicle)).toContain('offer.expired');
    const expired = await api.app.inject({
      url: '/api/vehicle/getOffersByUser?status=0',
      headers: bearer(token.buyer!),
    });
    expect(expired.json().data.map((v: { id: number }) => v.id)).toContain(vehicle);
    const staff = await api.app.inject({
      url: '/api/vehicle/getVehiclesOffers?status=0',
      headers: bearer(token.agent3 ?? token.admin!),
    });
    expect(staff.json().data.map((v: { id: number }) => v.id)).toContain(vehicle);
  });

  it('shows a dealer only its own negotiation history', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent3@canam.test');
    await offer('buyer', vehicle, '9100');
    await offer('client', vehicle, '9200');
    const asBuyer = await api.app.inject({
      url: `/api/vehicle/getOfferHistory?vehicleId=${vehicle}`,
      headers: bearer(token.buyer!),
    });
    expect(asBuyer.json()).toHaveLength(1);
    const asAdmin = await api.app.inject({
      url: `/api/vehicle/getOfferHistory?vehicleId=${vehicle}`,
      headers: bearer(token.admin!),
    });
    expect(asAdmin.json()).toHaveLength(2);
    const clientId = await userId(db(), 'client@canam.test');
    const spying = await post(api.app, '/api/vehicle/offerChain', token.buyer!, {
      vehicleId: vehicle,
      clientId,
    });
    expect(spying.statusCode).toBe(403);
  });
});
