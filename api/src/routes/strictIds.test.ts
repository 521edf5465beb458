// Ids in requests are parsed strictly (issue #8, finding 4): no coercion from booleans, arrays,
// hex or exponent text, and ids beyond PostgreSQL's integer get a 400 naming the field, not a 500.
import { describe, expect, it } from 'vitest';
import { bearer } from '../testing/session.ts';
import { useTestApi } from '../testing/useTestApi.ts';

const TOO_BIG = 2147483648;
const idMessage = (field: string) => `${field} must be a whole number from 1 to 2147483647`;

const { api, token } = useTestApi(['admin', 'agent', 'buyer']);

const send = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as object, headers: bearer(token[who]!) });

const salesOf = async (vehicleId: number) =>
  (
    await api.database.db
      .selectFrom('vehicle_sale')
      .select('id')
      .where('vehicle_id', '=', vehicleId)
      .execute()
  ).length;

describe('POST /api/vehicle/buy with an id of the wrong type', () => {
  it('refuses {"vehiclesId":true} with 400 and leaves vehicle 1 unsold', async () => {
    // The attacker's `true` was read as 1: vehicle 1 is on sale, so it would be bought.
    const before = await api.database.db
      .selectFrom('vehicle')
      .select('status')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(['ReadyToSell', 'InStock']).toContain(before.status);
    expect(await salesOf(1)).toBe(0);

    const response = await send('buyer', 'POST', '/api/vehicle/buy', { vehiclesId: true });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(idMessage('vehiclesId'));
    expect(await salesOf(1)).toBe(0);
    const after = await api.database.db
      .selectFrom('vehicle')
      .select('status')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe(before.status);
  });

  it.each([[[71]], ['0x4a'], ['1e3'], [' 7'], ['7.0'], [7.5], [0], [-1]])(
    'refuses %j with 400 and sells nothing',
    async (vehiclesId) => {
      const sales = await api.database.db
        .selectFrom('vehicle_sale')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const response = await send('buyer', 'POST', '/api/vehicle/buy', { vehiclesId });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(idMessage('vehiclesId'));
      const after = await api.database.db
        .selectFrom('vehicle_sale')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(sales.n);
    },
  );

  it('still buys with an id sent as a number or as its digits', async () => {
    const vehicle = await api.database.db
      .selectFrom('vehicle')
      .innerJoin('vehicle_cost_detail as c', 'c.vehicle_id', 'vehicle.id')
      .select('vehicle.id')
      .where('vehicle.status', 'in', ['ReadyToSell', 'InStock'])
      .where('vehicle.release_date', '<=', new Date())
      .where('c.price', '>', '0')
      .orderBy('vehicle.id', 'desc')
      .executeTakeFirstOrThrow();
    const response = await send('buyer', 'POST', '/api/vehicle/buy', {
      vehiclesId: String(vehicle.id),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().vehicleSale.vehiclesId).toBe(vehicle.id);
  });
});

describe('ids of 2^31 and more are refused with 400 on every call that takes one', () => {
  it.each([
    [
      'buyer',
      'POST',
      '/api/vehicle/offer',
      { vehiclesId: TOO_BIG, offerPrice: '1000' },
      'vehiclesId',
    ],
    [
      'agent',
      'POST',
      '/api/vehicle/counterOffer',
      { vehiclesId: TOO_BIG, clientId: 1, offerPrice: '1000' },
      'vehiclesId',
    ],
    [
      'agent',
      'POST',
      '/api/vehicle/counterOffer',
      { vehiclesId: 1, clientId: TOO_BIG, offerPrice: '1000' },
      'clientId',
    ],
    ['admin', 'POST', '/api/vehicle/acceptOffer', { id: TOO_BIG, vehiclesId: 1 }, 'id'],
    ['admin', 'POST', '/api/vehicle/acceptOffer', { id: 1, vehiclesId: TOO_BIG }, 'vehiclesId'],
    ['buyer', 'POST', '/api/vehicle/buy', { vehiclesId: TOO_BIG }, 'vehiclesId'],
    ['buyer', 'POST', '/api/vehicle/validateOtherOffer', { offerId: TOO_BIG }, 'offerId'],
    ['admin', 'POST', '/api/vehicle/offerChain', { vehicleId: TOO_BIG, clientId: 1 }, 'vehicleId'],
    ['admin', 'POST', '/api/vehicle/offerChain', { vehicleId: 1, clientId: TOO_BIG }, 'clientId'],
    ['admin', 'PUT', '/api/vehicle/offer-notifications', { ids: [TOO_BIG] }, 'ids'],
    [
      'buyer',
      'PUT',
      `/api/vehicle/readOfferNotification?vehicleId=${TOO_BIG}`,
      undefined,
      'vehicleId',
    ],
    ['admin', 'PUT', '/api/company', { id: TOO_BIG, status: 1 }, 'id'],
    ['buyer', 'GET', `/api/vehicle/getOfferHistory?vehicleId=${TOO_BIG}`, undefined, 'vehicleId'],
    ['buyer', 'GET', `/api/vehicle/getOffersByUser?vehicleId=${TOO_BIG}`, undefined, 'vehicleId'],
    ['admin', 'GET', `/api/vehicle/getVehiclesOffers?agent=${TOO_BIG}`, undefined, 'agent'],
    ['admin', 'GET', `/api/vehicle/offer-notifications?offerTo=${TOO_BIG}`, undefined, 'offerTo'],
    ['admin', 'GET', `/api/vehicle/downloadCr?id=${TOO_BIG}`, undefined, 'id'],
    ['buyer', 'PUT', '/api/user/disable-notifications', { id: TOO_BIG, acceptEmail: false }, 'id'],
  ] as const)('%s %s %s %j → 400 about %s', async (who, method, url, payload, field) => {
    const response = await send(who, method, url, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(idMessage(field));
  });

  it.each(['/api/vehicle', '/api/vehicle/public'])(
    'refuses %s?vehicleId=2147483648',
    async (path) => {
      const response = await send('buyer', 'GET', `${path}?vehicleId=1,${TOO_BIG}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(
        'vehicleId must hold whole numbers from 1 to 2147483647',
      );
    },
  );

  it('refuses the largest numeric filters and pages beyond their bounds', async () => {
    for (const query of ['year1=3001', 'mile2=10000001', 'price1=100000001', 'page=100001']) {
      const response = await send('buyer', 'GET', `/api/vehicle?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const repeated = await send(
      'buyer',
      'GET',
      '/api/vehicle/getOfferHistory?vehicleId=1&vehicleId=1',
    );
    expect(repeated.statusCode).toBe(400);
  });
});
