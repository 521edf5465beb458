// Every write path that changes a vehicle or its negotiations writes its outbox events in the
// same transaction: which types, for whom (userId) and with which ids, in order. The gateway's
// subscriptions are built on exactly these rows.
import { describe, expect, it } from 'vitest';
import { expireOffers } from '../../offers/expiryJob.ts';
import { negotiationContextOf } from '../../offers/negotiationContext.ts';
import { freshVehicleOnSale, post } from '../../testing/offers.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token, id } = useTestApi(['admin', 'agent', 'buyer', 'client']);

const db = () => api.database.db;

/** The events of a vehicle after `afterId`, as the stream would carry them. */
async function eventsOf(vehicleId: number, afterId = 0) {
  const rows = await db()
    .selectFrom('event')
    .select(['id', 'type', 'user_id', 'payload'])
    .where('vehicle_id', '=', vehicleId)
    .where('id', '>', String(afterId))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    type: row.type,
    userId: row.user_id,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
  }));
}
const lastEventId = async () =>
  Number(
    (
      await db()
        .selectFrom('event')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0,
  );
const notificationOf = (offerId: number | null, userIdOf: number, vehicleId: number) =>
  db()
    .selectFrom('notification')
    .select(['id', 'kind'])
    .where('vehicle_id', '=', vehicleId)
    .where('user_id', '=', userIdOf)
    .where((eb) => (offerId === null ? eb('offer_id', 'is', null) : eb('offer_id', '=', offerId)))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('negotiation steps', () => {
  it('writes offer.made, offer.countered and their notifications for the other side', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const made = (
      await post(api.app, '/api/vehicle/offer', token.buyer!, {
        vehiclesId: vehicle,
        offerPrice: '9000',
      })
    ).json();
    const toAgent = await notificationOf(made.id, id.agent!, vehicle);
    expect(await eventsOf(vehicle)).toEqual([
      {
        type: 'offer.made',
        userId: id.buyer,
        payload: { offerId: made.id, chainId: made.mainOffer },
      },
      {
        type: 'notification.created',
        userId: id.agent,
        payload: { notificationId: toAgent.id, kind: 'offer' },
      },
    ]);

    const from = await lastEventId();
    const countered = (
      await post(api.app, '/api/vehicle/counterOffer', token.agent!, {
        vehiclesId: vehicle,
        clientId: id.buyer,
        offerPrice: '9500',
      })
    ).json();
    const toBuyer = await notificationOf(countered.id, id.buyer!, vehicle);
    expect(await eventsOf(vehicle, from)).toEqual([
      {
        type: 'offer.countered',
        userId: id.buyer,
        payload: { offerId: countered.id, chainId: made.mainOffer },
      },
      {
        type: 'notification.created',
        userId: id.buyer,
        payload: { notificationId: toBuyer.id, kind: 'counter' },
      },
    ]);
  });

  it('writes offer.accepted, vehicle.sold and the accepted notifications of both sides', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const made = (
      await post(api.app, '/api/vehicle/offer', token.client!, {
        vehiclesId: vehicle,
        offerPrice: '9000',
      })
    ).json();
    const from = await lastEventId();
    const response = await post(api.app, '/api/vehicle/acceptOffer', token.admin!, {
      id: made.id,
      vehiclesId: vehicle,
    });
    expect(response.statusCode, response.body).toBe(200);
    const toClient = await notificationOf(made.id, id.client!, vehicle);
    const toAgent = await notificationOf(made.id, id.agent!, vehicle);
    expect(toClient.kind).toBe('accepted');
    expect(toAgent.kind).toBe('accepted');
    expect(await eventsOf(vehicle, from)).toEqual([
      {
        type: 'offer.accepted',
        userId: id.client,
        payload: { offerId: made.id, chainId: made.mainOffer },
      },
      { type: 'vehicle.sold', userId: null, payload: {} },
      {
        type: 'notification.created',
        userId: id.client,
        payload: { notificationId: toClient.id, kind: 'accepted' },
      },
      {
        type: 'notification.created',
        userId: id.agent,
        payload: { notificationId: toAgent.id, kind: 'accepted' },
      },
    ]);
  });

  it('writes vehicle.sold without an offer event for Buy Now, and tells the agent only', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const response = await post(api.app, '/api/vehicle/buy', token.buyer!, { vehiclesId: vehicle });
    expect(response.statusCode, response.body).toBe(200);
    const toAgent = await notificationOf(null, id.agent!, vehicle);
    expect(toAgent.kind).toBe('bought');
    expect(await eventsOf(vehicle)).toEqual([
      { type: 'vehicle.sold', userId: null, payload: {} },
      {
        type: 'notification.created',
        userId: id.agent,
        payload: { notificationId: toAgent.id, kind: 'bought' },
      },
    ]);
  });

  it('writes offer.expired from the expiry job, and nothing for a refused step', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const made = (
      await post(api.app, '/api/vehicle/offer', token.buyer!, {
        vehiclesId: vehicle,
        offerPrice: '9000',
      })
    ).json();
    const refusedFrom = await lastEventId();
    const refused = await post(api.app, '/api/vehicle/offer', token.buyer!, {
      vehiclesId: vehicle,
      offerPrice: '9100',
    });
    expect(refused.statusCode).toBe(409);
    expect(await eventsOf(vehicle, refusedFrom)).toEqual([]);

    await expireOffers(
      negotiationContextOf(api.app),
      new Date(Date.parse(made.time.expirationTime)),
    );
    // The unanswered offer ended the negotiation: the dealer and the owning agent are told.
    const toBuyer = await notificationOf(made.id, id.buyer!, vehicle);
    const toAgent = await notificationOf(made.id, id.agent!, vehicle);
    expect(toBuyer.kind).toBe('expired');
    expect(toAgent.kind).toBe('expired');
    expect(await eventsOf(vehicle, refusedFrom)).toEqual([
      {
        type: 'offer.expired',
        userId: id.buyer,
        payload: { offerId: made.id, chainId: made.mainOffer },
      },
      {
        type: 'notification.created',
        userId: id.buyer,
        payload: { notificationId: toBuyer.id, kind: 'expired' },
      },
      {
        type: 'notification.created',
        userId: id.agent,
        payload: { notificationId: toAgent.id, kind: 'expired' },
      },
    ]);
  });
});
