// One authorization rule per staff role (domain/permissions.ts): agents see offer amounts and
// higher-offer answers only on the vehicles they own; the reviewer (users and companies only)
// sees vehicles as a logged-in user without a company; admins see and answer every negotiation.
import { beforeAll, describe, expect, it } from 'vitest';
import { freshVehicleOnSale, offerRefusalBody, post } from '../testing/offers.ts';
import { bearer } from '../testing/session.ts';
import { EVERY_ROLE_USERS, useTestApi } from '../testing/useTestApi.ts';

const { api, token } = useTestApi(EVERY_ROLE_USERS);
/** A vehicle of agent@ and one of agent2@, each with a live dealer offer. */
let ownVehicle: number;
let otherVehicle: number;
let otherOfferId: number;

beforeAll(async () => {
  ownVehicle = await freshVehicleOnSale(api.database.db, 'agent@canam.test');
  otherVehicle = await freshVehicleOnSale(api.database.db, 'agent2@canam.test');
  for (const [vehiclesId, who] of [
    [ownVehicle, 'buyer'],
    [otherVehicle, 'buyer'],
    [otherVehicle, 'client'],
  ] as const) {
    const made = await post(api.app, '/api/vehicle/offer', token[who]!, {
      vehiclesId,
      offerPrice: who === 'client' ? '21000.00' : '20000.00',
    });
    expect(made.statusCode, made.body).toBe(200);
    if (vehiclesId === otherVehicle && who === 'buyer') otherOfferId = made.json().id;
  }
});

const get = (who: string, url: string) => api.app.inject({ url, headers: bearer(token[who]!) });

/** One vehicle as `who` sees it in the catalogue (every status asked for). */
async function vehicleAs(who: string, id: number) {
  const response = await get(who, `/api/vehicle?vehicleId=${id}&fullInventory=1`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0] ?? null;
}

const higherOfferCheck = (who: string, offerId: number) =>
  post(api.app, '/api/vehicle/validateOtherOffer', token[who]!, { offerId });

describe('agents', () => {
  it("see no offer amounts on another agent's vehicle, and all of them on their own", async () => {
    const other = await vehicleAs('agent', otherVehicle);
    expect(other).toMatchObject({ highestOffer: null, lastOffer: null, lastOfferUser: null });
    const own = await vehicleAs('agent', ownVehicle);
    expect(own.highestOffer).toMatchObject({ offerPrice: '20000.00' });
    expect(own.lastOfferUser).toMatchObject({ offerPrice: '20000.00' });
    // The owner sees both dealers' bids on its vehicle.
    expect((await vehicleAs('agent2', otherVehicle)).highestOffer).toMatchObject({
      offerPrice: '21000.00',
    });
  });

  it("get no higher-offer answer on another agent's vehicle", async () => {
    const refused = await higherOfferCheck('agent', otherOfferId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(offerRefusalBody('notYourVehicle'));
    const owner = await higherOfferCheck('agent2', otherOfferId);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({ higherOffer: true });
  });

  it("cannot find another agent's negotiations by dealer name", async () => {
    const url = `/api/vehicle?vehicleId=${otherVehicle}&fullInventory=1&client=buyer`;
    expect((await get('agent', url)).json().data).toEqual([]);
    expect((await get('agent2', url)).json().data).toHaveLength(1);
  });
});

describe('the reviewer (users and companies only)', () => {
  it('sees no back-office vehicle data, no prices and no offers', async () => {
    const seen = await vehicleAs('reviewer', otherVehicle);
    expect(seen).toMatchObject({
      price: null,
      cost: null,
      fx: null,
      vehicleCostDetail: null,
      highestOffer: null,
      lastOffer: null,
      lastOfferUser: null,
      lastOfferAdmin: null,
    });
  });

  it('sees no Draft or Inactive vehicle and no buyer of a sale', async () => {
    const all = await get('reviewer', '/api/vehicle?fullInventory=1&resourcesPerPage=100');
    const statuses = new Set(all.json().data.map((vehicle: { status: string }) => vehicle.status));
    expect(statuses.has('Draft')).toBe(false);
    expect(statuses.has('Inactive')).toBe(false);
    const sold = await get('reviewer', '/api/vehicle?status=Sold&resourcesPerPage=100');
    for (const vehicle of sold.json().data) {
      expect(vehicle.vehicleSale?.user ?? null).toBeNull();
      expect(vehicle.finalPrice).toBeNull();
    }
    // The admin, for comparison, does see Draft vehicles and buyers.
    const admin = await get('admin', '/api/vehicle?fullInventory=1&resourcesPerPage=100');
    const adminStatuses = admin.json().data.map((vehicle: { status: string }) => vehicle.status);
    expect(adminStatuses).toContain('Draft');
  });

  it('cannot read negotiations, higher-offer answers or the agent list', async () => {
    expect((await higherOfferCheck('reviewer', otherOfferId)).statusCode).toBe(403);
    expect((await get('reviewer', '/api/vehicle/getVehiclesOffers?status=1')).statusCode).toBe(403);
    const history = await get('reviewer', `/api/vehicle/getOfferHistory?vehicleId=${otherVehicle}`);
    expect(history.json()).toEqual([]);
    expect((await get('reviewer', '/api/user/listNickname')).statusCode).toBe(403);
  });
});

describe('admins and super admins', () => {
  it('see every negotiation and answer the higher-offer check anywhere', async () => {
    for (const who of ['admin', 'superadmin']) {
      expect((await vehicleAs(who, otherVehicle)).highestOffer, who).toMatchObject({
        offerPrice: '21000.00',
      });
      expect((await higherOfferCheck(who, otherOfferId)).statusCode, who).toBe(200);
    }
  });
});

describe('dealers', () => {
  it('ask the higher-offer check only about their own offers', async () => {
    expect((await higherOfferCheck('client', otherOfferId)).statusCode).toBe(403);
    expect((await higherOfferCheck('buyer', otherOfferId)).statusCode).toBe(200);
  });
});
