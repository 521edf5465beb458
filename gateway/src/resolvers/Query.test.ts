// Real queries against the real schema, over HTTP, with the REST api mocked by undici MockAgent.
import { describe, expect, it } from 'vitest';
import { cursorForPage, cursorToOffset } from '@canam/domain/cursors';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { toGlobalId } from '../relay/ids.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const VIEWER = `{ viewer { isLoggedIn roles companyStatus homeRoute canSeePrices isStaff
  user { id databaseId fullName email roles acceptEmail company { id status companyName } } } }`;

const CARDS = `query Cards($first: Int, $after: String, $filter: VehicleFilter) {
  viewer { isLoggedIn canSeePrices roles }
  vehicles(first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    pageCursors { first { page cursor isCurrent } last { page cursor isCurrent }
      around { page cursor isCurrent } previous { page cursor } next { page cursor } }
    edges { cursor node {
      id databaseId vin title stockNumber miles status releaseDate location crUrl viewerCanEdit
      vinNumber { make model year trim options transmissionType }
      price { amount cents currency } cost { amount currency } costUsd { amount currency } fx
      finalPrice { amount }
      highestOffer { offerPrice { amount } registerDate } offerClient { offerPrice { amount } }
      sale { salePrice { amount } registerDate buyer { firstName lastName } }
      photos { id url thumbnailUrl partName } conditionReportLinks { url } color workOrder
      exportLocation { name } publishUntil agent { id databaseId firstName lastName }
    } }
  }
}`;

interface Card {
  id: string;
  databaseId: number;
  title: string;
  vin: string;
  price: { amount: string; cents: number; currency: string } | null;
  cost: { amount: string; currency?: string } | null;
  costUsd: { amount: string; currency?: string } | null;
  viewerCanEdit: boolean;
  photos: { id: string; url: string; partName: string | null }[];
  agent: { id: string; firstName: string } | null;
  publishUntil: string | null;
}
interface Cards {
  vehicles: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string };
    pageCursors: {
      first: { page: number; cursor: string | null };
      last: { page: number; cursor: string | null };
      around: { page: number; cursor: string | null; isCurrent: boolean }[];
      previous: { page: number; cursor: string | null } | null;
      next: { page: number; cursor: string | null } | null;
    };
    edges: { cursor: string; node: Card }[];
  };
}

describe('viewer', () => {
  it('is a guest without a token, with no REST call', async () => {
    const { data, errors } = await postGraphQL(gateway.url, VIEWER);
    expect(errors).toBeUndefined();
    expect(data?.viewer).toEqual({
      isLoggedIn: false,
      roles: [],
      companyStatus: null,
      homeRoute: '/',
      canSeePrices: false,
      isStaff: false,
      user: null,
    });
    expect(api.calls).toHaveLength(0);
  });

  it('is a dealer of an accepted company from GET /api/user/profile', async () => {
    const { data } = await postGraphQL(gateway.url, VIEWER, {}, bearer('dealer-token'));
    expect(data?.viewer).toMatchObject({
      isLoggedIn: true,
      roles: ['ROLE_CLIENT'],
      companyStatus: 'ACCEPTED',
      homeRoute: '/buyer/car-list',
      canSeePrices: true,
      isStaff: false,
      user: {
        id: toGlobalId('User', 3),
        databaseId: 3,
        fullName: 'First3 Last3',
        acceptEmail: true,
        company: { id: toGlobalId('Company', 70), status: 'ACCEPTED', companyName: 'Dealer LLC' },
      },
    });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/user/profile']);
    expect(api.calls[0]!.headers).toMatchObject({
      authorization: 'Bearer dealer-token',
      marketplaceid: '1',
    });
  });

  it('cannot see prices as a buyer of a pending company', async () => {
    const { data } = await postGraphQL(gateway.url, VIEWER, {}, bearer('pending-token'));
    expect(data?.viewer).toMatchObject({
      companyStatus: 'PENDING',
      canSeePrices: false,
      homeRoute: '/buyer/buyer-car-list',
    });
  });

  it('is staff as an admin', async () => {
    const { data } = await postGraphQL(gateway.url, VIEWER, {}, bearer('admin-token'));
    expect(data?.viewer).toMatchObject({
      roles: ['ROLE_ADMIN'],
      isStaff: true,
      canSeePrices: true,
      companyStatus: null,
      homeRoute: '/admin/vehicles/list',
    });
  });

  it('fails with UNAUTHENTICATED for a token the api rejects', async () => {
    const { data, errors } = await postGraphQL(gateway.url, VIEWER, {}, bearer('expired'));
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(errors?.[0]?.path).toEqual(['viewer']);
  });
});

describe('vehicles', () => {
  it('pages with cursors, pageCursors and prices for staff', async () => {
    const first = await postGraphQL<Cards>(gateway.url, CARDS, { first: 6 }, bearer('admin-token'));
    expect(first.errors).toBeUndefined();
    const page1 = first.data!.vehicles;
    expect(page1.totalCount).toBe(120);
    expect(page1.edges).toHaveLength(6);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(page1.pageCursors.first).toEqual({ page: 1, cursor: null, isCurrent: true });
    expect(page1.pageCursors.last).toMatchObject({ page: 20, cursor: cursorForPage(20, 6) });
    expect(page1.pageCursors.around.map((p) => p.page)).toEqual([1, 2, 3, 4, 5]);
    expect(page1.pageCursors.previous).toBeNull();
    expect(page1.pageCursors.next).toEqual({ page: 2, cursor: cursorForPage(2, 6) });

    const card = page1.edges[0]!.node;
    expect(card).toMatchObject({
      id: toGlobalId('Vehicle', 1),
      databaseId: 1,
      title: '2016 Ford F-150',
      vin: 'VIN00000000000001',
      price: { amount: '20001.50', cents: 2_000_150, currency: 'USD' },
      // The cost is what the vehicle cost in Canada; its cost in USD is worked out from it.
      cost: { amount: '22500.00', currency: 'CAD' },
      costUsd: { amount: '20000.00', currency: 'USD' },
      viewerCanEdit: true,
      agent: { id: toGlobalId('Agent', 4), firstName: 'Agent' },
      publishUntil: '2026-01-04T00:00:00.000Z',
    });
    expect(card.photos.map((p) => p.partName)).toEqual(['Front', 'Front']);
    expect(new Set(card.photos.map((p) => p.id)).size).toBe(2);
    expect(page1.edges.find((e) => e.node.databaseId === 5)?.node.viewerCanEdit).toBe(false);

    const page3 = await postGraphQL<Cards>(
      gateway.url,
      CARDS,
      { first: 6, after: page1.pageCursors.around[2]!.cursor },
      bearer('admin-token'),
    );
    const third = page3.data!.vehicles;
    expect(third.edges.map((e) => e.node.databaseId)).toEqual([13, 14, 15, 16, 17, 18]);
    expect(cursorToOffset(third.edges[0]!.cursor)).toBe(12);
    expect(third.pageCursors.around.map((p) => [p.page, p.isCurrent])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, false],
      [5, false],
    ]);
    expect(third.pageCursors.previous?.page).toBe(2);
    expect(third.pageInfo.hasPreviousPage).toBe(true);
    const pagePaths = api.calls.filter((c) => c.path.startsWith('/api/vehicle?'));
    expect(new URL(pagePaths[1]!.path, 'http://x').searchParams.get('page')).toBe('3');
  });

  it('gives a guest the public list: no prices, no staff fields, no profile call', async () => {
    const { data } = await postGraphQL<Cards>(gateway.url, CARDS, { first: 6 });
    const card = data!.vehicles.edges[0]!.node;
    expect(card).toMatchObject({ price: null, cost: null, costUsd: null, agent: null });
    expect(card.viewerCanEdit).toBe(false);
    expect(api.calls.map((c) => c.path.split('?')[0])).toEqual(['/api/vehicle/public']);
  });

  it('asks for the viewer beside the page, not after it (its cards need both)', async () => {
    const query = `{ vehicles(first: 6) { edges { node { databaseId viewerCanEdit } } } }`;
    const { data, errors } = await postGraphQL<Cards>(
      gateway.url,
      query,
      {},
      bearer('agent-token'),
    );
    expect(errors).toBeUndefined();
    expect(data!.vehicles.edges[0]!.node.viewerCanEdit).toBe(true);
    // Sent before the page's answer came back: the profile call is first.
    expect(api.calls.map((c) => c.path.split('?')[0])).toEqual([
      '/api/user/profile',
      '/api/vehicle',
    ]);
  });

  it('lets the owning agent edit its vehicles', async () => {
    const { data } = await postGraphQL<Cards>(
      gateway.url,
      CARDS,
      { first: 6 },
      bearer('agent-token'),
    );
    expect(data!.vehicles.edges[0]!.node.viewerCanEdit).toBe(true);
  });

  it('maps the filter to REST parameters and omits empty values', async () => {
    await postGraphQL(
      gateway.url,
      CARDS,
      {
        first: 10,
        filter: {
          make: ['Ford', 'Toyota'],
          model: [],
          search: ' ',
          status: ['ReadyToSell', 'Sold'],
          yearFrom: 2015,
          yearTo: 2020,
          milesFrom: 0,
          milesTo: 90000,
          priceFrom: 1000,
          priceTo: 30000,
          releaseDateFrom: '2026-01-01T00:00:00Z',
          agent: toGlobalId('Agent', 4),
          published: true,
          noPublished: false,
          fullInventory: true,
        },
      },
      bearer('admin-token'),
    );
    const call = api.calls.find((c) => c.path.startsWith('/api/vehicle?'))!;
    expect(Object.fromEntries(new URL(call.path, 'http://x').searchParams)).toEqual({
      make: 'Ford,Toyota',
      status: 'ReadyToSell,Sold',
      year1: '2015',
      year2: '2020',
      mile1: '0',
      mile2: '90000',
      price1: '1000',
      price2: '30000',
      releaseDate1: '2026-01-01T00:00:00.000Z',
      agent: '4',
      published: '1',
      noPublished: '0',
      fullInventory: '1',
      resourcesPerPage: '10',
      page: '1',
    });
  });

  it('costs the same few REST calls for 6 and for 33 cards', async () => {
    const counts: Record<number, number> = {};
    for (const first of [6, 33]) {
      api.reset();
      const { data, errors } = await postGraphQL<Cards>(
        gateway.url,
        CARDS,
        { first },
        bearer('agent-token'),
      );
      expect(errors).toBeUndefined();
      expect(data!.vehicles.edges).toHaveLength(first);
      counts[first] = api.calls.length;
    }
    expect(counts[6]).toBe(2); // GET /api/user/profile + GET /api/vehicle
    expect(counts[33]).toBe(counts[6]);
  });

  it('serves the public inventory, 6 a page by default', async () => {
    const { data } = await postGraphQL<{ publicVehicles: Cards['vehicles'] }>(
      gateway.url,
      `{ publicVehicles { totalCount edges { node { price { amount } } } } }`,
    );
    expect(data!.publicVehicles.edges).toHaveLength(6);
    expect(data!.publicVehicles.edges[0]!.node.price).toBeNull();
    expect(api.calls[0]!.path).toBe('/api/vehicle/public?resourcesPerPage=6&page=1');
  });

  it('asks the public inventory with the caller token: prices for those who may see them', async () => {
    const PUBLIC = `{ publicVehicles { edges { node { price { amount } cost { amount } } } } }`;
    type Public = { publicVehicles: { edges: { node: Pick<Card, 'price' | 'cost'> }[] } };
    const dealer = await postGraphQL<Public>(gateway.url, PUBLIC, {}, bearer('dealer-token'));
    const listCall = api.calls.find((call) => call.path.startsWith('/api/vehicle/public'));
    expect(listCall?.headers.authorization).toBe('Bearer dealer-token');
    expect(dealer.data!.publicVehicles.edges[0]!.node.price).not.toBeNull();
    const pending = await postGraphQL<Public>(gateway.url, PUBLIC, {}, bearer('pending-token'));
    expect(pending.data!.publicVehicles.edges.every(({ node }) => node.price === null)).toBe(true);
    const staff = await postGraphQL<Public>(gateway.url, PUBLIC, {}, bearer('admin-token'));
    expect(staff.data!.publicVehicles.edges[0]!.node).toMatchObject({ cost: null });
    expect(staff.data!.publicVehicles.edges[0]!.node.price).not.toBeNull();
  });
});

describe('node, nodes, filters and server time', () => {
  const NODES = `query($id: ID!, $ids: [ID!]!) {
    node(id: $id) { id ... on Vehicle { title } ... on User { fullName } }
    nodes(ids: $ids) { __typename id }
  }`;

  it('loads vehicles in one batched call, in key order, null for missing', async () => {
    const { data, errors } = await postGraphQL(
      gateway.url,
      NODES,
      {
        id: toGlobalId('Vehicle', 2),
        ids: [
          toGlobalId('Vehicle', 7),
          toGlobalId('Vehicle', 999),
          toGlobalId('Vehicle', 3),
          'garbage!',
          toGlobalId('Company', 7000),
          toGlobalId('User', 3),
        ],
      },
      bearer('admin-token'),
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      node: { id: toGlobalId('Vehicle', 2), title: '2017 Toyota Camry' },
      nodes: [
        { __typename: 'Vehicle', id: toGlobalId('Vehicle', 7) },
        null,
        { __typename: 'Vehicle', id: toGlobalId('Vehicle', 3) },
        null,
        null,
        null,
      ],
    });
    const vehicleCalls = api.calls.filter((c) => c.path.startsWith('/api/vehicle?'));
    expect(vehicleCalls).toHaveLength(1);
    expect(Object.fromEntries(new URL(vehicleCalls[0]!.path, 'http://x').searchParams)).toEqual({
      vehicleId: '2,7,999,3',
      fullInventory: '1',
      resourcesPerPage: '4',
    });
  });

  it('resolves the viewer as a User node, and no other user', async () => {
    const { data } = await postGraphQL(
      gateway.url,
      NODES,
      { id: toGlobalId('User', 3), ids: [toGlobalId('User', 1)] },
      bearer('dealer-token'),
    );
    expect(data).toEqual({
      node: { id: toGlobalId('User', 3), fullName: 'First3 Last3' },
      nodes: [null],
    });
  });

  it('asks getFiltersCanam with comma-joined makes and models', async () => {
    const { data } = await postGraphQL(
      gateway.url,
      `{ vehicleFilters(make: ["Ford"], model: ["F-150", "Ranger"]) { makes models trims } }`,
    );
    expect(data?.vehicleFilters).toEqual({
      makes: ['Ford', 'Toyota'],
      models: ['F-150'],
      trims: ['XLT'],
    });
    expect(api.calls[0]!.path).toBe('/api/vehicle/getFiltersCanam?make=Ford&model=F-150%2CRanger');
  });

  it('tells the server time', async () => {
    const { data } = await postGraphQL<{ serverTime: string }>(gateway.url, '{ serverTime }');
    expect(Math.abs(Date.parse(data!.serverTime) - Date.now())).toBeLessThan(5_000);
  });
});
