// When a dealer may negotiate, beyond negotiation.test.ts: not before the vehicle's release (one
// rule, domain/src/onSale.ts, for offers and Buy Now), and again after its negotiation expired
// (a new offer on the same chain, not a counter), with the card's offerClient telling a live
// negotiation from an expired one.
import { describe, expect, it } from 'vitest';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import { expireOffers } from '../../offers/expiryJob.ts';
import { negotiationContextOf } from '../../offers/negotiationContext.ts';
import { freshVehicleOnSale, offerRefusalBody, userId } from '../../testing/offers.ts';
import { bearer } from '../../testing/session.ts';
import { useTestApi } from '../../testing/useTestApi.ts';
import { negotiationCalls } from '../../testing/negotiationCalls.ts';

const { api, token } = useTestApi(['agent', 'buyer', 'client']);

const db = () => api.database.db;
const { offer, counter, buy } = negotiationCalls(api, token);

/** The vehicle as the caller's card gets it. */
async function cardOf(who: string, vehicleId: number): Promise<VehicleDto> {
  const response = await api.app.inject({
    url: `/api/vehicle?vehicleId=${vehicleId}`,
    headers: bearer(token[who]!),
  });
  expect(response.statusCode, response.body).toBe(200);
  const vehicle = (response.json() as Paged<VehicleDto>).data[0];
  if (!vehicle) throw new Error(`vehicle ${vehicleId} is not on ${who}'s list`);
  return vehicle;
}

/** The vehicle ids of the dealer's Active (1) or Expired (0) Offers tab. */
async function tabOf(who: string, status: 0 | 1): Promise<number[]> {
  const response = await api.app.inject({
    url: `/api/vehicle/getOffersByUser?status=${status}&resourcesPerPage=100`,
    headers: bearer(token[who]!),
  });
  return response.json().data.map((vehicle: { id: number }) => vehicle.id);
}

async function eventsOf(vehicleId: number): Promise<string[]> {
  const rows = await db()
    .selectFrom('event')
    .select('type')
    .where('vehicle_id', '=', vehicleId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.type);
}

async function setReleaseDate(vehicleId: number, releaseDate: Date): Promise<void> {
  await db()
    .updateTable('vehicle')
    .set({ release_date: releaseDate })
    .where('id', '=', vehicleId)
    .execute();
}

describe('a vehicle released in the future', () => {
  it('takes no offer and no purchase until its release, and nothing changes', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    await setReleaseDate(vehicle, new Date(Date.now() + 86_400_000));
    const before = await eventsOf(vehicle);
    const { status } = await cardOf('client', vehicle);

    for (const response of [await offer('buyer', vehicle, '9000'), await buy('client', vehicle)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject(offerRefusalBody('notReleased'));
    }
    const offers = await db()
      .selectFrom('offer')
      .select('id')
      .where('vehicle_id', '=', vehicle)
      .execute();
    const sales = await db()
      .selectFrom('vehicle_sale')
      .select('id')
      .where('vehicle_id', '=', vehicle)
      .execute();
    expect(offers).toEqual([]);
    expect(sales).toEqual([]);
    expect(await eventsOf(vehicle)).toEqual(before);
    expect((await cardOf('client', vehicle)).status).toBe(status);

    // Its release passes: the same vehicle takes an offer, then a purchase.
    await setReleaseDate(vehicle, new Date(Date.now() - 1_000));
    const made = await offer('buyer', vehicle, '9000');
    expect(made.statusCode, made.body).toBe(200);
    const bought = await buy('client', vehicle);
    expect(bought.statusCode, bought.body).toBe(200);
  });
});

describe('after a negotiation expired', () => {
  it("tells the dealer's card whether its negotiation is live, by the clock", async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const made = (await offer('buyer', vehicle, '9000')).json();
    expect((await cardOf('buyer', vehicle)).offerClient).toEqual({
      offerPrice: '9000.00',
      mainOffer: made.mainOffer,
      status: 1,
      expirationTime: made.time.expirationTime,
    });
    // Its 18 hours pass before the expiry job has run: the card already says expired.
    await db()
      .updateTable('offer')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', made.id)
      .execute();
    expect((await cardOf('buyer', vehicle)).offerClient).toMatchObject({
      offerPrice: '9000.00',
      status: 0,
    });
    // Another dealer's card knows nothing of it.
    expect((await cardOf('client', vehicle)).offerClient).toBeNull();
  });

  it('lets the dealer start again with a new offer on its chain once the staff offer expired', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    const made = (await offer('buyer', vehicle, '9000')).json();
    const staffOffer = (await counter('agent', vehicle, buyerId, '9600')).json();
    // The dealer's own offer is the current one while the staff answer is open.
    expect((await cardOf('buyer', vehicle)).offerClient).toMatchObject({
      offerPrice: '9000.00',
      status: 1,
      expirationTime: staffOffer.time.expirationTime,
    });

    await expireOffers(
      negotiationContextOf(api.app),
      new Date(Date.parse(staffOffer.time.expirationTime)),
    );
    expect((await cardOf('buyer', vehicle)).offerClient).toMatchObject({
      offerPrice: '9000.00',
      status: 0,
    });
    expect(await tabOf('buyer', 0)).toContain(vehicle);
    expect(await tabOf('buyer', 1)).not.toContain(vehicle);

    const again = await offer('buyer', vehicle, '9200');
    expect(again.statusCode, again.body).toBe(200);
    // The same chain opens again, with a new offer: not a counter to the expired staff offer.
    expect(again.json().mainOffer).toBe(made.mainOffer);
    const offerEvents = (await eventsOf(vehicle)).filter((type) => type.startsWith('offer.'));
    expect(offerEvents.at(-1)).toBe('offer.made');
    const mail = await db()
      .selectFrom('email_message')
      .select('subject')
      .where('to_address', '=', 'agent@canam.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^New offer on /);
    expect((await cardOf('buyer', vehicle)).offerClient).toMatchObject({
      offerPrice: '9200.00',
      mainOffer: made.mainOffer,
      status: 1,
      expirationTime: again.json().time.expirationTime,
    });
    expect(await tabOf('buyer', 1)).toContain(vehicle);
    expect(await tabOf('buyer', 0)).not.toContain(vehicle);

    // The new offer waits for an answer: the sides take turns again.
    const twice = await offer('buyer', vehicle, '9300');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject(offerRefusalBody('sameSide'));
  });
});
