// GET /api/vehicle and /api/vehicle/public: visibility by caller, every filter, paging, bad input.
import { describe, expect, it } from 'vitest';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import { DEALER_VISIBLE_STATUSES, VEHICLE_STATUSES } from '@canam/domain/statuses';
import { bearer } from '../../testing/session.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token: tokens } = useTestApi(['admin', 'agent', 'buyer', 'pending.buyer']);

async function get(url: string, who?: string): Promise<Paged<VehicleDto>> {
  const response = await api.app.inject({ url, headers: who ? bearer(tokens[who]!) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every vehicle a caller sees for a query, across pages. */
async function all(query: string, who?: string): Promise<VehicleDto[]> {
  const vehicles: VehicleDto[] = [];
  for (let page = 1; ; page++) {
    const result = await get(`/api/vehicle?${query}&resourcesPerPage=100&page=${page}`, who);
    vehicles.push(...result.data);
    if (vehicles.length >= result.total || !result.data.length) return vehicles;
  }
}

describe('who sees what', () => {
  it('serves the public inventory 6 a page, without prices or staff fields', async () => {
    const page = await get('/api/vehicle/public');
    expect(page.perPage).toBe(6);
    expect(page.currentPage).toBe(1);
    expect(page.data).toHaveLength(6);
    for (const vehicle of page.data) {
      expect(DEALER_VISIBLE_STATUSES).toContain(vehicle.status);
      expect(vehicle.price).toBeNull();
      expect(vehicle.cost).toBeNull();
      expect(vehicle.fx).toBeNull();
      expect(vehicle.vehicleCostDetail).toBeNull();
      expect(vehicle.usersId).toBeNull();
      expect(vehicle.user).toBeNull();
      expect(vehicle.highestOffer).toBeNull();
    }
  });

  it('shows prices on the public list to a buyer of an accepted company, as in its own list', async () => {
    const query = 'resourcesPerPage=100';
    const publicList = await get(`/api/vehicle/public?${query}`, 'buyer');
    const ownList = await get(`/api/vehicle?${query}`, 'buyer');
    expect(publicList.data.some((v) => v.price !== null)).toBe(true);
    expect(publicList.data.map((v) => [v.id, v.price])).toEqual(
      ownList.data.map((v) => [v.id, v.price]),
    );
    expect(publicList.data.every((v) => v.cost === null && v.vehicleCostDetail === null)).toBe(
      true,
    );
  });

  it('keeps prices off the public list for a pending buyer, and staff fields for staff', async () => {
    const pending = await get('/api/vehicle/public?resourcesPerPage=100', 'pending.buyer');
    expect(pending.data.length).toBeGreaterThan(0);
    expect(pending.data.every((v) => v.price === null)).toBe(true);
    const staff = await get('/api/vehicle/public?resourcesPerPage=100', 'admin');
    expect(staff.data.some((v) => v.price !== null)).toBe(true);
    for (const vehicle of staff.data) {
      expect(DEALER_VISIBLE_STATUSES).toContain(vehicle.status);
      expect(vehicle.cost).toBeNull();
      expect(vehicle.vehicleCostDetail).toBeNull();
      expect(vehicle.usersId).toBeNull();
    }
  });

  it('ignores price filters on the public list for those who may not see prices', async () => {
    const everything = await get('/api/vehicle/public?resourcesPerPage=100');
    const filtered = await get('/api/vehicle/public?resourcesPerPage=100&price1=1&price2=2');
    expect(filtered.total).toBe(everything.total);
    const buyerFiltered = await get(
      '/api/vehicle/public?resourcesPerPage=100&price1=1&price2=2',
      'buyer',
    );
    expect(buyerFiltered.total).toBeLessThan(everything.total);
  });

  it('shows prices to a buyer of an accepted company, not cost or owner', async () => {
    const vehicles = await all('', 'buyer');
    expect(vehicles.some((v) => v.price !== null)).toBe(true);
    expect(
      vehicles.every((v) => v.cost === null && v.usersId === null && v.vehicleCostDetail === null),
    ).toBe(true);
    expect(vehicles.every((v) => DEALER_VISIBLE_STATUSES.includes(v.status))).toBe(true);
  });

  it('shows no prices to a buyer of a pending company, nor to a guest', async () => {
    expect((await all('', 'pending.buyer')).every((v) => v.price === null)).toBe(true);
    expect((await all('')).every((v) => v.price === null)).toBe(true);
  });

  it('shows staff cost, fx, cost in USD and the owning agent, Ready To Sell by default', async () => {
    const vehicles = await all('', 'admin');
    expect(vehicles.length).toBeGreaterThan(0);
    expect(vehicles.every((v) => v.status === 'ReadyToSell')).toBe(true);
    const priced = vehicles.find((v) => v.vehicleCostDetail?.cost);
    expect(priced?.cost).toMatch(/^\d+\.\d{2}$/);
    expect(priced?.vehicleCostDetail?.costUsd).toMatch(/^\d+\.\d{2}$/);
    expect(priced?.fx).toBeTruthy();
    expect(vehicles.some((v) => v.user !== null && v.usersId === v.user.id)).toBe(true);
  });

  it('lifts the status filter for staff with fullInventory and keeps Draft and Inactive from dealers', async () => {
    const staff = await all('fullInventory=1', 'admin');
    expect(new Set(staff.map((v) => v.status))).toEqual(new Set(VEHICLE_STATUSES));
    const asked = await all('status=Draft,Inactive', 'buyer');
    expect(asked).toEqual([]);
    const draft = await all('status=Draft', 'agent');
    expect(draft.length).toBeGreaterThan(0);
    expect(draft.every((v) => v.status === 'Draft')).toBe(true);
  });

  it('shows the final price of a sold vehicle to staff, and hides the buyer from dealers', async () => {
    const staffSold = await all('status=Sold', 'admin');
    expect(staffSold.length).toBeGreaterThan(0);
    expect(staffSold.every((v) => v.finalPrice !== null && v.vehicleSale?.user !== null)).toBe(
      true,
    );
    const dealerSold = await all('status=Sold', 'pending.buyer');
    expect(dealerSold.every((v) => v.vehicleSale?.user === null && v.finalPrice === null)).toBe(
      true,
    );
  });
});

describe('filters', () => {
  it('filters by make and model, comma-joined and in any case', async () => {
    const everything = await all('fullInventory=1', 'admin');
    const makes = [...new Set(everything.map((v) => v.vinNumber.make!))].slice(0, 2);
    const byMake = await all(
      `fullInventory=1&make=${makes.map((m) => m.toUpperCase()).join(',')}`,
      'admin',
    );
    expect(byMake.length).toBe(everything.filter((v) => makes.includes(v.vinNumber.make!)).length);
    const model = byMake[0]!.vinNumber.model!;
    const byModel = await all(
      `fullInventory=1&make=${makes.join(',')}&model=${encodeURIComponent(model)}`,
      'admin',
    );
    expect(byModel.length).toBeGreaterThan(0);
    expect(byModel.every((v) => v.vinNumber.model === model)).toBe(true);
  });

  it('filters by year, mileage and price ranges', async () => {
    const vehicles = await all(
      'year1=2018&year2=2021&mile1=20000&mile2=90000&price1=15000&price2=40000',
      'buyer',
    );
    expect(vehicles.length).toBeGreaterThan(0);
    for (const v of vehicles) {
      expect(v.vinNumber.year).toBeGreaterThanOrEqual(2018);
      expect(v.vinNumber.year).toBeLessThanOrEqual(2021);
      expect(v.miles).toBeGreaterThanOrEqual(20000);
      expect(v.miles).toBeLessThanOrEqual(90000);
      expect(Number(v.price)).toBeGreaterThanOrEqual(15000);
      expect(Number(v.price)).toBeLessThanOrEqual(40000);
    }
  });

  it('ignores price filters where prices are hidden, so prices cannot be inferred', async () => {
    const withPrice = await all('price1=199999&price2=200000', 'pending.buyer');
    const without = await all('', 'pending.buyer');
    expect(withPrice.length).toBe(without.length);
  });

  it('finds a vehicle by VIN or stock number, and by search text', async () => {
    const [first] = (await get('/api/vehicle?resourcesPerPage=1', 'buyer')).data;
    const byVin = await get(
      `/api/vehicle?vinNumber=${first!.vinNumber.vinNumber.toLowerCase()}`,
      'buyer',
    );
    expect(byVin.data.map((v) => v.id)).toEqual([first!.id]);
    const byStock = await get(`/api/vehicle?vinNumber=${first!.stockNumber}`, 'buyer');
    expect(byStock.data.map((v) => v.id)).toEqual([first!.id]);
    const search = await all(`search=${first!.vinNumber.vinNumber.slice(-6)}`, 'buyer');
    expect(search.map((v) => v.id)).toContain(first!.id);
    const bySearchMake = await all(`search=${first!.vinNumber.make!.toLowerCase()}`, 'buyer');
    expect(
      bySearchMake.every((v) =>
        JSON.stringify(v).toLowerCase().includes(first!.vinNumber.make!.toLowerCase()),
      ),
    ).toBe(true);
  });

  it('filters by release date: published, not yet published, or a date range', async () => {
    const now = Date.now();
    const released = await all('noPublished=0', 'buyer');
    const upcoming = await all('published=0', 'buyer');
    const both = await all('', 'buyer');
    expect(upcoming.length).toBeGreaterThan(0);
    expect(released.every((v) => !v.releaseDate || Date.parse(v.releaseDate) <= now)).toBe(true);
    expect(upcoming.every((v) => Date.parse(v.releaseDate!) > now)).toBe(true);
    expect(released.length + upcoming.length).toBe(both.length);
    const from = new Date(now).toISOString();
    const ranged = await all(`releaseDate1=${from}`, 'buyer');
    expect(ranged.map((v) => v.id).sort()).toEqual(upcoming.map((v) => v.id).sort());
  });

  it('filters by vehicle ids, location, transmission and trim', async () => {
    const some = (await get('/api/vehicle?resourcesPerPage=3', 'buyer')).data;
    const ids = some.map((v) => v.id);
    const byIds = await get(`/api/vehicle?vehicleId=${ids.join(',')}`, 'buyer');
    expect(byIds.data.map((v) => v.id).sort()).toEqual([...ids].sort());
    const sample = some[0]!;
    const city = sample.location!.split(' ')[0]!;
    expect((await all(`location=${city}`, 'buyer')).every((v) => v.location!.includes(city))).toBe(
      true,
    );
    const transmission = sample.vinNumber.transmissionType!;
    const byTransmission = await all(`transmissionType=${transmission}`, 'buyer');
    expect(byTransmission.every((v) => v.vinNumber.transmissionType === transmission)).toBe(true);
    const trim = sample.vinNumber.trim!;
    const byTrim = await all(`trim=${encodeURIComponent(trim)}`, 'buyer');
    expect(byTrim.length).toBeGreaterThan(0);
    expect(byTrim.every((v) => v.vinNumber.trim === trim)).toBe(true);
  });

  it('filters staff lists by owning agent and sale dates', async () => {
    const everything = await all('fullInventory=1', 'admin');
    const agentId = everything.find((v) => v.usersId)!.usersId!;
    const owned = await all(`fullInventory=1&agent=${agentId}`, 'admin');
    expect(owned.length).toBe(everything.filter((v) => v.usersId === agentId).length);
    const sold = everything.filter((v) => v.vehicleSale);
    const latest = sold
      .map((v) => v.vehicleSale!.registerDate)
      .sort()
      .at(-1)!;
    const onLatest = await all(`fullInventory=1&saleDateFrom=${latest}`, 'admin');
    expect(onLatest.length).toBeGreaterThan(0);
    expect(onLatest.every((v) => v.vehicleSale!.registerDate >= latest)).toBe(true);
    // the agent filter means nothing to a dealer
    expect((await all(`agent=${agentId}`, 'buyer')).length).toBe((await all('', 'buyer')).length);
  });

  it('finds vehicles without a selling price for staff with needPricing, and ignores it for dealers', async () => {
    const everything = await all('fullInventory=1', 'admin');
    const unpriced = everything.filter(
      (v) => v.vehicleCostDetail?.price == null || Number(v.vehicleCostDetail.price) === 0,
    );
    expect(unpriced.length).toBeGreaterThan(0);
    const needPricing = await all('fullInventory=1&needPricing=1', 'admin');
    expect(needPricing.map((v) => v.id).sort()).toEqual(unpriced.map((v) => v.id).sort());
    // A zero price needs pricing too.
    const priced = everything.find(
      (v) => v.status === 'ReadyToSell' && v.vehicleCostDetail?.price,
    )!;
    await api.database.db
      .updateTable('vehicle_cost_detail')
      .set({ price: '0' })
      .where('vehicle_id', '=', priced.id)
      .execute();
    expect((await all('needPricing=1', 'admin')).map((v) => v.id)).toContain(priced.id);
    await api.database.db
      .updateTable('vehicle_cost_detail')
      .set({ price: priced.vehicleCostDetail!.price })
      .where('vehicle_id', '=', priced.id)
      .execute();
    expect((await all('needPricing=1', 'buyer')).length).toBe((await all('', 'buyer')).length);
  });

  it('serves Available in Marketplace as released Ready To Sell and In Stock vehicles', async () => {
    // The gateway maps availableInMarketplace to these parameters.
    const query = 'noPublished=0&status=ReadyToSell,InStock';
    const now = Date.now();
    for (const who of ['buyer', 'admin']) {
      const onSale = await all(query, who);
      expect(onSale.length).toBeGreaterThan(0);
      expect(onSale.every((v) => v.status === 'ReadyToSell' || v.status === 'InStock')).toBe(true);
      expect(onSale.every((v) => !v.releaseDate || Date.parse(v.releaseDate) <= now)).toBe(true);
      const everything = await all(who === 'admin' ? 'fullInventory=1' : '', who);
      const expected = everything.filter(
        (v) =>
          (v.status === 'ReadyToSell' || v.status === 'InStock') &&
          (!v.releaseDate || Date.parse(v.releaseDate) <= now),
      );
      expect(onSale.map((v) => v.id).sort()).toEqual(expected.map((v) => v.id).sort());
    }
  });

  it('ignores empty values', async () => {
    const plain = await get('/api/vehicle', 'buyer');
    const empty = await get('/api/vehicle?make=&model=&year1=&search=&status=', 'buyer');
    expect(empty.total).toBe(plain.total);
  });
});

describe('paging and bad input', () => {
  it('tells the same total on the last (short) page and past the end as on the first', async () => {
    const first = await get('/api/vehicle?resourcesPerPage=7&page=1', 'buyer');
    const lastPage = Math.ceil(first.total / 7);
    const last = await get(`/api/vehicle?resourcesPerPage=7&page=${lastPage}`, 'buyer');
    expect(last.total).toBe(first.total);
    expect(last.data).toHaveLength(first.total - 7 * (lastPage - 1));
    const beyond = await get(`/api/vehicle?resourcesPerPage=7&page=${lastPage + 1}`, 'buyer');
    expect(beyond).toMatchObject({ total: first.total, data: [] });
    const one = await get(
      `/api/vehicle?vehicleId=${first.data[0]!.id}&resourcesPerPage=3`,
      'buyer',
    );
    expect(one.total).toBe(1);
  });

  it('tells the total of a lookup by ids from the page when every id has room on it', async () => {
    const first = await get('/api/vehicle?resourcesPerPage=3&page=1', 'buyer');
    const [a, b] = first.data.map((vehicle) => vehicle.id);
    // Exactly as many places as ids, one of them unknown: the page holds all there are.
    const found = await get(`/api/vehicle?vehicleId=${a},${b},999999&resourcesPerPage=3`, 'buyer');
    expect(found.data.map((vehicle) => vehicle.id).sort()).toEqual([a, b].sort());
    expect(found.total).toBe(2);
    // Fewer places than ids: the total still counts every match.
    const paged = await get(`/api/vehicle?vehicleId=${a},${b}&resourcesPerPage=1`, 'buyer');
    expect(paged).toMatchObject({ total: 2, perPage: 1 });
    expect(paged.data).toHaveLength(1);
  });

  it('pages with the specification shape and distinct pages', async () => {
    const first = await get('/api/vehicle?resourcesPerPage=5&page=1', 'buyer');
    const second = await get('/api/vehicle?resourcesPerPage=5&page=2', 'buyer');
    expect(first).toMatchObject({ currentPage: 1, perPage: 5 });
    expect(second.currentPage).toBe(2);
    expect(first.total).toBe(second.total);
    const ids = new Set(first.data.map((v) => v.id));
    expect(second.data.some((v) => ids.has(v.id))).toBe(false);
    expect((await get('/api/vehicle', 'buyer')).perPage).toBe(33);
  });

  it.each([
    ['year1=abc', 'year1 must be a whole number from 0 to 3000'],
    ['status=Flying', 'Unknown vehicle status'],
    ['resourcesPerPage=1000', 'resourcesPerPage must be a whole number from 0 to 100'],
    ['vehicleId=1,x', 'vehicleId must hold whole numbers from 1 to 2147483647'],
    ['releaseDate1=someday', 'releaseDate1 must be a date'],
  ])('refuses %s with 400 "%s"', async (query, message) => {
    const response = await api.app.inject({ url: `/api/vehicle?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses an invalid token with 401', async () => {
    const response = await api.app.inject({ url: '/api/vehicle', headers: bearer('garbage') });
    expect(response.statusCode).toBe(401);
  });
});

describe('offers on cards', () => {
  it('shows staff every bid and a dealer only its own', async () => {
    const db = api.database.db;
    const vehicle = (await get('/api/vehicle?resourcesPerPage=1', 'buyer')).data[0]!;
    const users = await db.selectFrom('app_user').select(['id', 'email']).execute();
    const idOf = (email: string) => users.find((u) => u.email === email)!.id;
    const offer = async (client: string, price: string) => {
      const chain = await db
        .insertInto('offer_chain')
        .values({ vehicle_id: vehicle.id, client_id: idOf(client) })
        .onConflict((oc) => oc.columns(['vehicle_id', 'client_id']).doUpdateSet({ state: 'open' }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('offer')
        .values({
          chain_id: chain.id,
          vehicle_id: vehicle.id,
          client_id: idOf(client),
          author_id: idOf(client),
          author_role: 'ROLE_BUYER',
          offer_price: price,
          expires_at: new Date(Date.now() + 3_600_000),
        })
        .execute();
    };
    await offer('buyer@canam.test', '99000.00');
    await offer('client@canam.test', '99500.00');
    const staff = (await get(`/api/vehicle?vehicleId=${vehicle.id}`, 'admin')).data[0]!;
    expect(staff.highestOffer?.offerPrice).toBe('99500.00');
    const buyer = (await get(`/api/vehicle?vehicleId=${vehicle.id}`, 'buyer')).data[0]!;
    expect(buyer.offerClient?.offerPrice).toBe('99000.00');
    expect(buyer.highestOffer?.offerPrice).toBe('99000.00');
    const guest = (await get(`/api/vehicle?vehicleId=${vehicle.id}`)).data[0]!;
    expect(guest.highestOffer).toBeNull();
    expect(guest.offerClient).toBeNull();
  });
});

describe('the names looked up beside each vehicle (agent, buyer, export location)', () => {
  it('gives staff each listed vehicle its agent, its buyer and its export location', async () => {
    const db = api.database.db;
    const listed = [
      ...(await all('status=Sold', 'admin')),
      ...(await all('status=ReadyToSell', 'admin')),
    ];
    const expected = await db
      .selectFrom('vehicle as v')
      .leftJoin('app_user as agent', 'agent.id', 'v.users_id')
      .leftJoin('export_location as l', 'l.id', 'v.export_location_id')
      .leftJoin('vehicle_sale as s', 's.vehicle_id', 'v.id')
      .leftJoin('app_user as buyer', 'buyer.id', 's.buyer_id')
      .select([
        'v.id',
        'agent.first_name as agent_first',
        'agent.last_name as agent_last',
        'l.name as export_name',
        'buyer.first_name as buyer_first',
        'buyer.last_name as buyer_last',
      ])
      .where(
        'v.id',
        'in',
        listed.map((vehicle) => vehicle.id),
      )
      .execute();
    const byId = new Map(expected.map((row) => [row.id, row]));
    // The seed gives the sold vehicles buyers and most vehicles an agent and a location.
    expect(listed.filter((vehicle) => vehicle.vehicleSale?.user).length).toBeGreaterThan(0);
    expect(listed.filter((vehicle) => vehicle.user).length).toBeGreaterThan(0);
    expect(listed.filter((vehicle) => vehicle.exportLocations).length).toBeGreaterThan(0);
    for (const vehicle of listed) {
      const row = byId.get(vehicle.id)!;
      expect(vehicle.user && [vehicle.user.firstName, vehicle.user.lastName]).toEqual(
        row.agent_first === null ? null : [row.agent_first, row.agent_last],
      );
      expect(vehicle.exportLocations?.name ?? null).toBe(row.export_name);
      const buyer = vehicle.vehicleSale?.user ?? null;
      expect(buyer && [buyer.firstName, buyer.lastName]).toEqual(
        row.buyer_first === null ? null : [row.buyer_first, row.buyer_last],
      );
    }
  });
});
