// POST /api/vehicle/sell, PUT /api/vehicle/price, PUT /api/vehiclesSales/saveReceivedPrice and the
// form's lists (GET /api/vehicle/part, /api/user/listAgentClient, /api/user/buyers): a recorded
// sale makes the vehicle Sold as any sale does (sale row, negotiations closed, 'vehicle.sold',
// the buyer's notification and e-mail) once only; dates after today, buyers who are not active
// dealers of accepted companies and other agents' vehicles are refused; the price and received
// price are saved; staff who do not edit vehicles, dealers and guests get 403 on every route.
import { describe, expect, it } from 'vitest';
import {
  BUYERS_LIMIT,
  INTAKE_MESSAGES,
  agentClientList,
  buyerList,
} from '@canam/domain/rest/vehicleIntake';
import { vehicleDto } from '@canam/domain/rest/vehicle';
import { OFFER_STATUS } from '@canam/domain/statuses';
import { useTestApi } from '../../testing/useTestApi.ts';
import { userId } from '../../testing/offers.ts';
import { eventsOf, insertVehicle, lastEventId, staffCalls } from '../../testing/vehicleRecords.ts';
import { completeVehicle, storedVehicle } from '../../testing/vehicleIntake.ts';
import { easternDate } from '../../vehicles/intake/easternDate.ts';

const { api, token, id } = useTestApi([
  'superadmin',
  'admin',
  'agent',
  'agent2',
  'reviewer',
  'buyer',
  'client',
]);
const call = staffCalls(api, token);
const db = () => api.database.db;
const today = () => easternDate(new Date());

async function openNegotiation(vehicleId: number, clientId: number) {
  const chain = await db()
    .insertInto('offer_chain')
    .values({ vehicle_id: vehicleId, client_id: clientId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('offer')
    .values({
      chain_id: chain.id,
      vehicle_id: vehicleId,
      client_id: clientId,
      author_id: clientId,
      author_role: 'ROLE_CLIENT',
      offer_price: '15000.00',
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
}

async function saleRows(vehicleId: number) {
  return db().selectFrom('vehicle_sale').selectAll().where('vehicle_id', '=', vehicleId).execute();
}

describe('POST /api/vehicle/sell', () => {
  it('sells the vehicle once, as any sale: sale row, Sold, negotiations closed, event, notice and e-mail', async () => {
    const vehicleId = await completeVehicle(db(), id.agent as number, 'ReadyToSell');
    await openNegotiation(vehicleId, id.client as number);
    const before = await lastEventId(db());
    const mails = await db().selectFrom('email_message').select('id').execute();
    const response = await call('admin', 'POST', '/api/vehicle/sell', {
      vehiclesId: vehicleId,
      price: '18250.5',
      buyer: id.buyer,
      registerDate: today(),
    });
    expect(response.statusCode).toBe(200);
    const vehicle = vehicleDto.parse(response.json());
    expect(vehicle.status).toBe('Sold');
    const [sale] = await saleRows(vehicleId);
    expect(sale).toMatchObject({
      sale_price: '18250.50',
      buyer_id: id.buyer,
      created_by: id.admin,
      offer_id: null,
    });
    expect(easternDate(sale?.register_date ?? new Date(0))).toBe(today());
    const offers = await db()
      .selectFrom('offer')
      .select('status')
      .where('vehicle_id', '=', vehicleId)
      .execute();
    expect(offers).toEqual([{ status: OFFER_STATUS.CLOSED }]);
    const chains = await db()
      .selectFrom('offer_chain')
      .select('state')
      .where('vehicle_id', '=', vehicleId)
      .execute();
    expect(chains).toEqual([{ state: 'closed' }]);
    const events = await eventsOf(db(), vehicleId, before);
    expect(events.map((event) => event.type)).toContain('vehicle.sold');
    const notified = events
      .filter((event) => event.type === 'notification.created')
      .map((event) => event.userId)
      .sort();
    expect(notified).toEqual([id.agent, id.buyer].sort());
    const newMails = await db()
      .selectFrom('email_message')
      .select(['to_address', 'subject', 'text_body'])
      .where('id', 'not in', mails.length ? mails.map((mail) => mail.id) : [0])
      .execute();
    expect(newMails).toContainEqual(
      expect.objectContaining({
        to_address: 'buyer@canam.test',
        subject: expect.stringMatching(/^Vehicle purchased: /),
        text_body: expect.stringContaining('We recorded your purchase of this vehicle'),
      }),
    );

    const again = await call('admin', 'POST', '/api/vehicle/sell', {
      vehiclesId: vehicleId,
      price: '19000',
      buyer: id.client,
      registerDate: today(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'VEHICLE_SOLD', message: INTAKE_MESSAGES.sold });
    expect(await saleRows(vehicleId)).toHaveLength(1);
  });

  it('sells a vehicle once under parallel calls', async () => {
    const vehicleId = await completeVehicle(db(), id.agent as number);
    const answers = await Promise.all(
      [id.buyer, id.client, id.buyer, id.client].map((buyer) =>
        call('admin', 'POST', '/api/vehicle/sell', {
          vehiclesId: vehicleId,
          price: 12000,
          buyer,
          registerDate: today(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await saleRows(vehicleId)).toHaveLength(1);
  });

  it('keeps a past sale date as given', async () => {
    const vehicleId = await completeVehicle(db(), id.agent as number);
    const response = await call('agent', 'POST', '/api/vehicle/sell', {
      vehiclesId: vehicleId,
      price: 12000,
      buyer: id.client,
      registerDate: '2025-03-14',
    });
    expect(response.statusCode).toBe(200);
    const [sale] = await saleRows(vehicleId);
    expect(sale?.register_date.toISOString().slice(0, 10)).toBe('2025-03-14');
  });

  const tomorrow = () => {
    const [year, month, day] = today().split('-').map(Number);
    return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1))
      .toISOString()
      .slice(0, 10);
  };

  const REFUSALS: [
    string,
    () => Promise<Record<string, unknown>>,
    number,
    Record<string, unknown>,
  ][] = [
    [
      'a date after today',
      async () => ({ registerDate: tomorrow() }),
      400,
      { field: 'registerDate', message: INTAKE_MESSAGES.saleDateFuture },
    ],
    [
      'a date that does not exist',
      async () => ({ registerDate: '2025-02-30' }),
      400,
      { field: 'registerDate' },
    ],
    [
      'a price of 0',
      async () => ({ price: '0' }),
      400,
      { field: 'price', message: INTAKE_MESSAGES.salePriceRequired },
    ],
    [
      'no price',
      async () => ({ price: undefined }),
      400,
      { field: 'price', message: INTAKE_MESSAGES.salePriceRequired },
    ],
    [
      'an unknown buyer',
      async () => ({ buyer: 2_000_000_000 }),
      400,
      { code: 'BUYER_NOT_FOUND', message: INTAKE_MESSAGES.buyerNotFound },
    ],
    ['an agent as the buyer', async () => ({ buyer: id.agent2 }), 400, { code: 'BUYER_NOT_FOUND' }],
    [
      'a buyer of a pending company',
      async () => ({ buyer: await userId(db(), 'pending.buyer@canam.test') }),
      400,
      { code: 'BUYER_NOT_FOUND' },
    ],
    [
      'an inactive buyer',
      async () => ({ buyer: await userId(db(), 'inactive@canam.test') }),
      400,
      { code: 'BUYER_NOT_FOUND' },
    ],
  ];
  for (const [label, change, status, body] of REFUSALS) {
    it(`refuses ${label}, selling nothing`, async () => {
      const vehicleId = await completeVehicle(db(), id.agent as number);
      const response = await call('admin', 'POST', '/api/vehicle/sell', {
        vehiclesId: vehicleId,
        price: '15000',
        buyer: id.buyer,
        registerDate: today(),
        ...(await change()),
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject(body);
      expect(await saleRows(vehicleId)).toEqual([]);
      expect((await storedVehicle(db(), vehicleId)).status).toBe('Draft');
    });
  }

  it("refuses an agent another agent's vehicle (403) and sells its own", async () => {
    const others = await completeVehicle(db(), id.agent2 as number);
    const body = { price: 15000, buyer: id.buyer, registerDate: today() };
    const refused = await call('agent', 'POST', '/api/vehicle/sell', {
      vehiclesId: others,
      ...body,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_YOUR_VEHICLE');
    expect(await saleRows(others)).toEqual([]);
    const own = await completeVehicle(db(), id.agent as number);
    expect(
      (await call('agent', 'POST', '/api/vehicle/sell', { vehiclesId: own, ...body })).statusCode,
    ).toBe(200);
  });

  it('cannot sell a deleted vehicle', async () => {
    const vehicleId = await insertVehicle(db(), { status: 'Inactive' });
    const response = await call('admin', 'POST', '/api/vehicle/sell', {
      vehiclesId: vehicleId,
      price: 15000,
      buyer: id.buyer,
      registerDate: today(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('VEHICLE_DELETED');
  });
});

describe('PUT /api/vehicle/price', () => {
  it('saves the price, the reserved price and whether it is published, with an event', async () => {
    const vehicleId = await completeVehicle(db(), id.agent as number);
    const before = await lastEventId(db());
    const response = await call('agent', 'PUT', '/api/vehicle/price', {
      vehicleId,
      published: false,
      price: '24999.99',
      typeCurrency: 'USD',
      reservedPrice: 23000,
    });
    expect(response.statusCode).toBe(200);
    expect(vehicleDto.parse(response.json()).vehicleCostDetail).toMatchObject({
      price: '24999.99',
      published: false,
    });
    expect(await storedVehicle(db(), vehicleId)).toMatchObject({
      price: '24999.99',
      reserved_price: '23000.00',
      published: false,
    });
    expect(await eventsOf(db(), vehicleId, before)).toEqual([
      { type: 'vehicle.changed', userId: null, payload: {} },
    ]);
  });

  it('refuses bad prices, another currency and other agents’ vehicles, changing nothing', async () => {
    const vehicleId = await completeVehicle(db(), id.agent2 as number);
    const before = await storedVehicle(db(), vehicleId);
    const valid = { vehicleId, published: true, price: 20000, typeCurrency: 'USD' };
    for (const [who, body, status] of [
      ['admin', { ...valid, price: 0 }, 400],
      ['admin', { ...valid, price: '1000000.01' }, 400],
      ['admin', { ...valid, typeCurrency: 'CAD' }, 400],
      ['admin', { ...valid, published: 'yes' }, 400],
      ['admin', { ...valid, reservedPrice: -5 }, 400],
      ['agent', valid, 403],
    ] as const) {
      expect((await call(who, 'PUT', '/api/vehicle/price', body)).statusCode).toBe(status);
    }
    expect(await storedVehicle(db(), vehicleId)).toEqual(before);
  });
});

describe('PUT /api/vehiclesSales/saveReceivedPrice', () => {
  it('saves what was received for a sold vehicle, and refuses one not sold', async () => {
    const vehicleId = await completeVehicle(db(), id.agent as number);
    const notSold = await call('agent', 'PUT', '/api/vehiclesSales/saveReceivedPrice', {
      vehiclesId: vehicleId,
      receivedPrice: 1000,
    });
    expect(notSold.statusCode).toBe(409);
    expect(notSold.json()).toMatchObject({ code: 'CONFLICT', message: INTAKE_MESSAGES.notSold });
    await call('agent', 'POST', '/api/vehicle/sell', {
      vehiclesId: vehicleId,
      price: 15000,
      buyer: id.buyer,
      registerDate: today(),
    });
    const saved = await call('agent', 'PUT', '/api/vehiclesSales/saveReceivedPrice', {
      vehiclesId: vehicleId,
      receivedPrice: '14800.25',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().vehicleSale).toMatchObject({ receivedPrice: '14800.25' });
    expect((await storedVehicle(db(), vehicleId)).received_price).toBe('14800.25');
    const others = await call('agent2', 'PUT', '/api/vehiclesSales/saveReceivedPrice', {
      vehiclesId: vehicleId,
      receivedPrice: 1,
    });
    expect(others.statusCode).toBe(403);
    expect((await storedVehicle(db(), vehicleId)).received_price).toBe('14800.25');
  });
});

describe("the form's lists", () => {
  it('lists the parts by name', async () => {
    const response = await call('agent', 'GET', '/api/vehicle/part');
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { name: string }[]).map((part) => part.name);
    expect(names).toContain('Front');
    expect(names).toEqual([...names].sort());
  });

  it('lists the active agents with their export location, and every export location', async () => {
    const response = await call('admin', 'GET', '/api/user/listAgentClient');
    expect(response.statusCode).toBe(200);
    const list = agentClientList.parse(response.json());
    expect(list.agents.map((agent) => agent.id)).toEqual(
      expect.arrayContaining([id.agent, id.agent2]),
    );
    expect(list.agents.map((agent) => agent.id)).not.toContain(id.admin);
    expect(list.exportLocations.map((location) => location.name).sort()).toEqual([
      'Buffalo',
      'Champlain',
      'Detroit',
    ]);
  });

  it('lists and searches the buyers: active dealers of accepted companies, % taken literally', async () => {
    const all = buyerList.parse((await call('admin', 'GET', '/api/user/buyers')).json());
    const ids = all.map((buyer) => buyer.id);
    expect(ids).toEqual(expect.arrayContaining([id.buyer, id.client]));
    expect(ids).not.toContain(await userId(db(), 'pending.buyer@canam.test'));
    expect(ids).not.toContain(await userId(db(), 'inactive@canam.test'));
    expect(ids).not.toContain(id.agent);
    expect(all.length).toBeLessThanOrEqual(BUYERS_LIMIT);
    const sorted = [...all].sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName, 'en') || a.firstName.localeCompare(b.firstName, 'en'),
    );
    expect(all.map((buyer) => buyer.lastName)).toEqual(sorted.map((buyer) => buyer.lastName));
    const found = buyerList.parse(
      (await call('agent', 'GET', '/api/user/buyers?search=MITCH')).json(),
    );
    expect(found.map((buyer) => buyer.id)).toContain(id.buyer);
    expect(
      found.every((buyer) =>
        /mitch/i.test(`${buyer.firstName} ${buyer.lastName} ${buyer.email} ${buyer.companyName}`),
      ),
    ).toBe(true);
    expect((await call('agent', 'GET', '/api/user/buyers?search=%25')).json()).toEqual([]);
  });
});

describe('who may call', () => {
  const ROUTES: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
    [
      'POST',
      '/api/vehicle/sell',
      { vehiclesId: 1, price: 1, buyer: 1, registerDate: '2025-01-01' },
    ],
    ['PUT', '/api/vehicle/price', { vehicleId: 1, published: true, price: 1, typeCurrency: 'USD' }],
    ['PUT', '/api/vehiclesSales/saveReceivedPrice', { vehiclesId: 1, receivedPrice: 1 }],
    ['GET', '/api/vehicle/part'],
    ['GET', '/api/user/listAgentClient'],
    ['GET', '/api/user/buyers?search=a'],
    ['POST', '/api/vehicle', { vinNumber: '1HGCM82633A004352' }],
    ['POST', '/api/vehicle/update', { id: 1, status: 'Inactive' }],
  ];
  for (const [method, url, body] of ROUTES) {
    it(`${method} ${url}: 403 to reviewers, dealers and guests`, async () => {
      const events = await lastEventId(db());
      for (const who of ['reviewer', 'buyer', 'client', null]) {
        const response = await call(who, method, url, body);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
      expect(await lastEventId(db())).toBe(events);
    });
  }
});
