// GET /api/client/vehicles: the negotiations and purchases of the users of the caller's own
// company, made through the real negotiation routes, with where each stands (offered, waiting,
// expired, purchased), its filters and paging, and never another company's rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientVehicleRowDto } from '@canam/domain/rest/clientVehicles';
import { signUpPayload } from '../../accounts/testing/accountsTesting.ts';
import { negotiationCalls } from '../../testing/negotiationCalls.ts';
import { freshVehicleOnSale } from '../../testing/offers.ts';
import { requestAs, userRow } from '../../testing/people.ts';
import { logIn } from '../../testing/session.ts';
import { EVERY_ROLE_USERS, useTestApi } from '../../testing/useTestApi.ts';

const { api, token, id } = useTestApi(EVERY_ROLE_USERS);

const db = () => api.database.db;
const table = async (who: string, query = '') => {
  const response = await requestAs(
    api.app,
    token[who] ?? who,
    'GET',
    `/api/client/vehicles?resourcesPerPage=100${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: ClientVehicleRowDto[]; total: number };
};
const rowOf = (rows: ClientVehicleRowDto[], vehicleId: number, userId: number) =>
  rows.find((row) => row.vehicleId === vehicleId && row.user.id === userId);

/** The vehicles of the story below: A waiting, B offered, C bought by buyer@, D expired, E accepted. */
const v = { A: 0, B: 0, C: 0, D: 0, E: 0 };
let marcus: { token: string; id: number; companyId: number };
let empireUsers: number[];
let rachelId: number;

beforeAll(async () => {
  const { offer, counter, accept, buy } = negotiationCalls(api, token);
  const fresh = async () => freshVehicleOnSale(db(), 'agent@canam.test');
  const ok = async (call: Promise<{ statusCode: number; body: string }>) => {
    const response = await call;
    expect(response.statusCode, response.body).toBe(200);
    return response as unknown as { json(): { id: number } };
  };
  const login = await logIn(api.app, 'marcus.reyes@greatlakesauto.test');
  marcus = {
    token: login.auth.accessToken,
    id: login.user.id,
    companyId: (await userRow(db(), 'marcus.reyes@greatlakesauto.test')).company_id!,
  };
  token.marcus = marcus.token;
  const client = await userRow(db(), 'client@canam.test');
  empireUsers = (
    await db()
      .selectFrom('app_user')
      .select('id')
      .where('company_id', '=', client.company_id)
      .execute()
  ).map((row) => row.id);

  v.A = await fresh();
  await ok(offer('buyer', v.A, '1000'));
  await ok(offer('marcus', v.A, '1050'));
  await ok(counter('agent', v.A, id.buyer!, '1100'));
  v.B = await fresh();
  await ok(offer('client', v.B, '1200'));
  v.C = await fresh();
  const rachel = await logIn(api.app, 'rachel.kim@empirestatemotors.test');
  token.rachel = rachel.auth.accessToken;
  rachelId = rachel.user.id;
  await ok(offer('rachel', v.C, '900'));
  await ok(buy('buyer', v.C));
  v.D = await fresh();
  await ok(offer('buyer', v.D, '800'));
  await db()
    .updateTable('offer')
    .set({ expires_at: new Date(Date.now() - 60_000) })
    .where('vehicle_id', '=', v.D)
    .execute();
  v.E = await fresh();
  const last = await ok(offer('client', v.E, '1500'));
  await ok(accept('admin', last.json().id, v.E));
});

describe('the rows of a company', () => {
  it('tells where each negotiation and purchase of its users stands', async () => {
    const { data } = await table('client');
    expect(rowOf(data, v.A, id.buyer!)).toMatchObject({
      state: 'waiting',
      user: { id: id.buyer, firstName: expect.any(String) },
      lastOffer: { side: 'provider', offerPrice: '1100.00' },
      expiresAt: expect.any(String),
      salePrice: null,
      purchaseDate: null,
    });
    expect(rowOf(data, v.B, id.client!)).toMatchObject({
      state: 'offered',
      lastOffer: { side: 'client', offerPrice: '1200.00' },
      expiresAt: expect.any(String),
    });
    expect(rowOf(data, v.C, id.buyer!)).toMatchObject({
      state: 'purchased',
      lastOffer: null,
      expiresAt: null,
      salePrice: expect.stringMatching(/^\d+\.\d{2}$/),
      purchaseDate: expect.any(String),
    });
    // rachel's offer on C ended when buyer@ bought it
    expect(rowOf(data, v.C, rachelId)).toMatchObject({
      state: 'expired',
      lastOffer: { side: 'client', offerPrice: '900.00' },
      expiresAt: null,
    });
    expect(rowOf(data, v.D, id.buyer!)).toMatchObject({ state: 'expired', expiresAt: null });
    expect(rowOf(data, v.E, id.client!)).toMatchObject({
      state: 'purchased',
      lastOffer: { side: 'client', offerPrice: '1500.00' },
      salePrice: '1500.00',
    });
    const vehicle = await db()
      .selectFrom('vehicle as v')
      .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
      .select(['n.vin_number', 'v.stock_number', 'n.make', 'n.model', 'n.year'])
      .where('v.id', '=', v.A)
      .executeTakeFirstOrThrow();
    expect(rowOf(data, v.A, id.buyer!)).toMatchObject({
      vinNumber: vehicle.vin_number,
      stockNumber: vehicle.stock_number,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
    });
  });

  it('holds one row per negotiation or purchase of its users, and only theirs', async () => {
    const { data, total } = await table('client');
    expect(data.every((row) => empireUsers.includes(row.user.id))).toBe(true);
    const chains = await db()
      .selectFrom('offer_chain')
      .select(['vehicle_id', 'client_id as user_id'])
      .where('client_id', 'in', empireUsers)
      .execute();
    const sales = await db()
      .selectFrom('vehicle_sale')
      .select(['vehicle_id', 'buyer_id as user_id'])
      .where('buyer_id', 'in', empireUsers)
      .execute();
    const pairs = new Set([...chains, ...sales].map((p) => `${p.vehicle_id}:${p.user_id}`));
    expect(total).toBe(pairs.size);
    expect(new Set(data.map((row) => `${row.vehicleId}:${row.user.id}`))).toEqual(pairs);
  });

  it('puts the newest activity first', async () => {
    const { data } = await table('client');
    const times = data.map((row) => row.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data[0]).toMatchObject({ vehicleId: v.E, user: { id: id.client } });
  });

  it("answers another company's client its own rows, never Empire's", async () => {
    const { data } = await table('marcus');
    expect(rowOf(data, v.A, marcus.id)).toMatchObject({
      state: 'offered',
      lastOffer: { side: 'client', offerPrice: '1050.00' },
    });
    expect(data.some((row) => empireUsers.includes(row.user.id))).toBe(false);
    expect(data.some((row) => row.vehicleId === v.E)).toBe(false);
  });
});

describe('filters and pages', () => {
  it.each(['waiting', 'offered', 'expired', 'purchased'] as const)(
    'filters by state %s',
    async (state) => {
      const { data, total } = await table('client', `&state=${state}`);
      expect(total).toBe(data.length);
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((row) => row.state === state)).toBe(true);
      const mine = {
        waiting: [v.A, id.buyer],
        offered: [v.B, id.client],
        expired: [v.D, id.buyer],
        purchased: [v.C, id.buyer],
      }[state];
      expect(rowOf(data, mine[0]!, mine[1]!)).toBeDefined();
    },
  );

  it('filters by a user of the company', async () => {
    const { data } = await table('client', `&userId=${id.buyer}`);
    expect(data.every((row) => row.user.id === id.buyer)).toBe(true);
    expect(data.map((row) => row.vehicleId)).toEqual(expect.arrayContaining([v.A, v.C, v.D]));
  });

  it("answers nothing for a user of another company, never that company's rows", async () => {
    const dana = await userRow(db(), 'dana.whitfield@greatlakesauto.test');
    for (const userId of [dana.id, marcus.id, id.admin!, 2_147_483_647]) {
      expect(await table('client', `&userId=${userId}`)).toMatchObject({ data: [], total: 0 });
    }
  });

  it("searches the VIN, stock number, make, model and the user's name", async () => {
    const { data: all } = await table('client');
    const a = rowOf(all, v.A, id.buyer!)!;
    const byVin = await table('client', `&search=${a.vinNumber.toLowerCase()}`);
    expect(byVin.data.map((row) => `${row.vehicleId}:${row.user.id}`)).toEqual([
      `${v.A}:${id.buyer}`,
    ]);
    const byStock = await table('client', `&search=${encodeURIComponent(a.stockNumber!)}`);
    expect(byStock.data.map((row) => row.vehicleId)).toContain(v.A);
    const byName = await table('client', '&search=rachel%20kim');
    expect(byName.data.length).toBeGreaterThan(0);
    expect(byName.data.every((row) => row.user.firstName === 'Rachel')).toBe(true);
    const byMake = await table('client', `&search=${encodeURIComponent(a.make!)}`);
    expect(byMake.data.map((row) => row.vehicleId)).toContain(v.A);
    expect(await table('client', '&search=%25')).toMatchObject({ data: [], total: 0 });
  });

  it('pages', async () => {
    const { data: all, total } = await table('client');
    const response = await requestAs(
      api.app,
      token.client!,
      'GET',
      '/api/client/vehicles?resourcesPerPage=2&page=2',
    );
    expect(response.json()).toMatchObject({ currentPage: 2, perPage: 2, total });
    expect(response.json().data).toEqual(all.slice(2, 4));
  });
});

describe('refusals', () => {
  it.each([null, 'buyer', 'admin', 'superadmin', 'agent', 'reviewer'])(
    'refuses %s with 403',
    async (who) => {
      const response = await requestAs(
        api.app,
        who === null ? null : token[who]!,
        'GET',
        '/api/client/vehicles',
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    },
  );

  it.each([
    ['state=sold', 'state must be waiting, offered, expired or purchased'],
    ['userId=abc', 'userId must be a whole number from 1 to 2147483647'],
    ['page=0', 'page must be a whole number from 1 to 100000'],
  ])('refuses %s', async (query, message) => {
    const response = await requestAs(
      api.app,
      token.client!,
      'GET',
      `/api/client/vehicles?${query}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers a client without a company an empty page', async () => {
    await api.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: signUpPayload('nocompany@dealer.test'),
    });
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nocompany@dealer.test', password: 'Secret#123' },
    });
    expect(await table(login.json().auth.accessToken)).toMatchObject({ data: [], total: 0 });
  });
});
