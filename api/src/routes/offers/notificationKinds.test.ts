// Which notification each negotiation step writes, for whom and of which kind: the other side
// hears what happened (an offer, a counter-offer, an acceptance, a purchase, an expiry) and nobody
// is told of its own step.
import { describe, expect, it } from 'vitest';
import { expireOffers } from '../../offers/expiryJob.ts';
import { negotiationContextOf } from '../../offers/negotiationContext.ts';
import { freshVehicleOnSale, post, sellingPriceOf } from '../../testing/offers.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token, id } = useTestApi(['admin', 'agent', 'buyer', 'client']);

const db = () => api.database.db;

/** Every notification about a vehicle, oldest first, as (recipient, kind, price). */
const notificationsOf = async (vehicleId: number) =>
  (
    await db()
      .selectFrom('notification')
      .select(['user_id', 'kind', 'offer_price'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('id')
      .execute()
  ).map((row) => [row.user_id, row.kind, row.offer_price]);

async function step(url: string, who: string, payload: object) {
  const response = await post(api.app, url, token[who]!, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the notifications of a negotiation', () => {
  it('tells staff of an offer and of a dealer counter, the dealer of staff counters', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    await step('/api/vehicle/offer', 'buyer', { vehiclesId: vehicle, offerPrice: '9000' });
    await step('/api/vehicle/counterOffer', 'agent', {
      vehiclesId: vehicle,
      clientId: id.buyer,
      offerPrice: '9800',
    });
    await step('/api/vehicle/offer', 'buyer', { vehiclesId: vehicle, offerPrice: '9400' });
    expect(await notificationsOf(vehicle)).toEqual([
      [id.agent, 'offer', '9000.00'],
      [id.buyer, 'counter', '9800.00'],
      [id.agent, 'counter', '9400.00'],
    ]);
  });

  it("tells the agent, not the dealer, that the dealer accepted the agent's counter", async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    await step('/api/vehicle/offer', 'client', { vehiclesId: vehicle, offerPrice: '9000' });
    const counter = await step('/api/vehicle/counterOffer', 'agent', {
      vehiclesId: vehicle,
      clientId: id.client,
      offerPrice: '9900',
    });
    await step('/api/vehicle/acceptOffer', 'client', { id: counter.id, vehiclesId: vehicle });
    expect((await notificationsOf(vehicle)).slice(2)).toEqual([[id.agent, 'accepted', '9900.00']]);
  });

  it('tells the dealer, not the agent who accepted, that its offer was accepted', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const offer = await step('/api/vehicle/offer', 'client', {
      vehiclesId: vehicle,
      offerPrice: '9100',
    });
    await step('/api/vehicle/acceptOffer', 'agent', { id: offer.id, vehiclesId: vehicle });
    expect((await notificationsOf(vehicle)).slice(1)).toEqual([[id.client, 'accepted', '9100.00']]);
  });

  it('tells the agent that a dealer bought with Buy Now, at the selling price', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const price = await sellingPriceOf(db(), vehicle);
    await step('/api/vehicle/buy', 'client', { vehiclesId: vehicle });
    expect(await notificationsOf(vehicle)).toEqual([[id.agent, 'bought', price]]);
  });

  it('tells only the dealer when the counter it left unanswered expires', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    await step('/api/vehicle/offer', 'buyer', { vehiclesId: vehicle, offerPrice: '9000' });
    const counter = await step('/api/vehicle/counterOffer', 'agent', {
      vehiclesId: vehicle,
      clientId: id.buyer,
      offerPrice: '9700',
    });
    await expireOffers(
      negotiationContextOf(api.app),
      new Date(Date.parse(counter.time.expirationTime)),
    );
    expect((await notificationsOf(vehicle)).slice(2)).toEqual([[id.buyer, 'expired', '9700.00']]);
  });
});
