// Every write path that changes a vehicle or its negotiations writes its outbox events in the
// same transaction: which types, for whom (userId) and with which ids, in order. The gateway's
// subscriptions are built on exactly these rows.
import { describe, expect, it } from 'vitest';
import { expireOffers } from '../../offers/expiryJob.ts';
import { negotiationContextOf } from '../../offers/negotiationContext.ts';
import { negotiationCalls } from '../../testing/negotiationCalls.ts';
import { freshVehicleOnSale } from '../../testing/offers.ts';
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
const { offer, counter, accept, buy } = negotiationCalls(api, token);
/** The answer of an offer or counter-offer: the offer and its chain. */
interface Step {
  id: number;
  mainOffer: number;
  time: { expirationTime: string };
}
/** The event of a negotiation step on `made`, told to the dealer `userId`. */
const offerEvent = (type: string, userId: number | undefined, made: Step) => ({
  type,
  userId,
  payload: { offerId: made.id, chainId: made.mainOffer },
});
const notified = (userId: number | undefined, notification: { id: number }, kind: string) => ({
  type: 'notification.created',
  userId,
  payload: { notificationId: notification.id, kind },
});

describe('negotiation steps', () => {
  it('writes offer.made, offer.countered and their notifications for the other side', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const made: Step = (await offer('buyer', vehicle, '9000')).json();
    const toAgent = await notificationOf(made.id, id.agent!, vehicle);
    expect(await eventsOf(vehicle)).toEqual([
      offerEvent('offer.made', id.buyer, made),
      notified(id.agent, toAgent, 'offer'),
    ]);

    const from = await lastEventId();
    const countered: Step = (await counter('agent', vehicle, id.buyer!, '9500')).json();
    expect(countered.mainOffer).toBe(made.mainOffer);
    const toBuyer = await notificationOf(countered.id, id.buyer!, vehicle);
    expect(await eventsOf(vehicle, from)).toEqual([
      offerEvent('offer.countered', id.buyer, countered),
      notified(id.buyer, toBuyer, 'counter'),
    ]);
  });

  it('writes offer.accepted, vehicle.sold and the accepted notifications of both sides', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const made: Step = (await offer('client', vehicle, '9000')).json();
    const from = await lastEventId();
    const response = await accept('admin', made.id, vehicle);
    expect(response.statusCode, response.body).toBe(200);
    const toClient = await notificationOf(made.id, id.client!, vehicle);
    const toAgent = await notificationOf(made.id, id.agent!, vehicle);
    expect(toClient.kind).toBe('accepted');
    expect(toAgent.kind).toBe('accepted');
    expect(await eventsOf(vehicle, from)).toEqual([
      offerEvent('offer.accepted', id.client, made),
      { type: 'vehicle.sold', userId: null, payload: {} },
      notified(id.client, toClient, 'accepted'),
      notified(id.agent, toAgent, 'accepted'),
    ]);
  });

  it('writes vehicle.sold without an offer event for Buy Now, and tells the agent only', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const response = await buy('buyer', vehicle);
    expect(response.statusCode, response.body).toBe(200);
    const toAgent = await notificationOf(null, id.agent!, vehicle);
    expect(toAgent.kind).toBe('bought');
    expect(await eventsOf(vehicle)).toEqual([
      { type: 'vehicle.sold', userId: null, payload: {} },
      notified(id.agent, toAgent, 'bought'),
    ]);
  });

  it('writes offer.expired from the expiry job, and nothing for a refused step', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const made: Step = (await offer('buyer', vehicle, '9000')).json();
    const refusedFrom = await lastEventId();
    const refused = await offer('buyer', vehicle, '9100');
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
      offerEvent('offer.expired', id.buyer, made),
      notified(id.buyer, toBuyer, 'expired'),
      notified(id.agent, toAgent, 'expired'),
    ]);
  });
});
