// Dealer companies over the fake api: the company search (from 3 characters, one call), a dealer
// user's company with every field of its record for reviewers, the company fields and users that
// anyone else never gets (null, an empty connection without a call), and the client vehicles table
// (one call per page, the rows' vehicles in one call as the client sees them, a vehicle it may no
// longer see left out).
import { describe, expect, it } from 'vitest';
import { offsetToCursor } from '@canam/domain/cursors';
import { toGlobalId } from '../relay/ids.ts';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const RECORD = `id databaseId companyName commercialName status companyCode street addressLine2 zip
  state stateId city webSite gst qst corporationType corporationNumber taxid dealerLicense
  billingContactName billingContactEmail billingContactMobilePhone secondaryEmail
  secondaryMobileNumber faxNumber officePhoneNumber auctionAccessNumber toBeDelivered
  validations { companyName taxid dealerLicense } client { id fullName stage } userCount createdAt`;
const SEARCH = `query($search: String!) { companySearch(search: $search) { id companyName status } }`;
const DEALER_COMPANY = `query($userId: ID!) { dealerCompany(userId: $userId) { ${RECORD}
  users { totalCount edges { node { databaseId } } } } }`;
const VEHICLES = `query($search: String, $state: CompanyVehicleState, $userId: ID, $first: Int,
  $after: String) {
  companyVehicles(search: $search, state: $state, userId: $userId, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage } pageCursors { last { page } }
    edges { cursor node { state user { id fullName email } vehicle { id vin }
      lastOffer { side price { amount } createdAt } expiresAt salePrice { cents } purchaseDate
      updatedAt } } } }`;

const calls = () => api.calls.map((call) => `${call.method} ${call.path}`);
const ask = <T>(
  query: string,
  variables: Record<string, unknown>,
  token: string | null = 'reviewer-token',
) => postGraphQL<T>(gateway.url, query, variables, token ? bearer(token) : {});

describe('companySearch', () => {
  it('finds nothing under 3 characters or over 100, without a call', async () => {
    for (const search of ['la', '  la  ', 'x'.repeat(101)]) {
      const { data } = await ask<{ companySearch: unknown[] }>(SEARCH, { search });
      expect(data!.companySearch).toEqual([]);
    }
    expect(api.calls).toEqual([]);
  });

  it('asks company/listCompany from 3 characters on', async () => {
    const { data } = await ask<{ companySearch: unknown[] }>(SEARCH, { search: ' lake ' });
    expect(calls()).toEqual(['GET /api/company/listCompany?search=lake']);
    expect(data!.companySearch).toEqual([
      { id: toGlobalId('Company', 71), companyName: 'Great Lakes Auto LLC', status: 'PENDING' },
      { id: toGlobalId('Company', 73), companyName: 'Lakeside Autos Inc', status: 'ACCEPTED' },
      { id: toGlobalId('Company', 74), companyName: 'Lakeview Motors LLC', status: 'ACCEPTED' },
    ]);
  });

  it('is FORBIDDEN for a client (the api), UNAUTHENTICATED for a guest (no call)', async () => {
    const client = await ask(SEARCH, { search: 'lake' }, 'dealer-token');
    expect(client.errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
    api.reset();
    const guest = await ask(SEARCH, { search: 'lake' }, null);
    expect(guest.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    expect(api.calls).toEqual([]);
  });
});

describe('dealerCompany', () => {
  it("answers a registrant's company with every field of the dealer record", async () => {
    const { data, errors } = await ask<{ dealerCompany: Record<string, unknown> }>(DEALER_COMPANY, {
      userId: toGlobalId('User', 40),
    });
    expect(errors).toBeUndefined();
    expect(data!.dealerCompany).toEqual({
      id: toGlobalId('Company', 71),
      databaseId: 71,
      companyName: 'Great Lakes Auto LLC',
      commercialName: 'Great Lakes Auto',
      status: 'PENDING',
      companyCode: 'C-71',
      street: '71 Main Street',
      addressLine2: null,
      zip: '12901',
      state: 'NY',
      stateId: '33',
      city: 'Plattsburgh',
      webSite: null,
      gst: null,
      qst: null,
      corporationType: 'NEQ',
      corporationNumber: '1234567',
      taxid: 'TX-71',
      dealerLicense: 'DL-71',
      billingContactName: null,
      billingContactEmail: null,
      billingContactMobilePhone: null,
      secondaryEmail: null,
      secondaryMobileNumber: null,
      faxNumber: null,
      officePhoneNumber: '(518) 555-0170',
      auctionAccessNumber: null,
      toBeDelivered: false,
      validations: { companyName: true, taxid: false, dealerLicense: false },
      client: { id: toGlobalId('User', 40), fullName: 'Dana Whitfield', stage: 'IN_REVIEW' },
      userCount: 2,
      createdAt: '2026-01-11T12:00:00.000Z',
      users: {
        totalCount: 2,
        edges: [{ node: { databaseId: 40 } }, { node: { databaseId: 2 } }],
      },
    });
    expect(calls().sort()).toEqual([
      'GET /api/company/listUserByCompany?companyId=71&page=1&resourcesPerPage=10',
      'GET /api/company?userId=40',
      'GET /api/user/profile',
    ]);
  });

  it('is null for a user without a company, an unknown user, or an id of another type', async () => {
    for (const userId of [toGlobalId('User', 42), toGlobalId('User', 999)]) {
      const { data, errors } = await ask<{ dealerCompany: null }>(DEALER_COMPANY, { userId });
      expect(errors).toBeUndefined();
      expect(data!.dealerCompany).toBeNull();
    }
    api.reset();
    for (const userId of [toGlobalId('Company', 71), 'garbage']) {
      const { data } = await ask<{ dealerCompany: null }>(DEALER_COMPANY, { userId });
      expect(data!.dealerCompany).toBeNull();
    }
    expect(api.calls).toEqual([]);
  });

  it('is FORBIDDEN for a client', async () => {
    const { errors } = await ask(DEALER_COMPANY, { userId: toGlobalId('User', 3) }, 'dealer-token');
    expect(errors).toMatchObject([{ path: ['dealerCompany'], extensions: { code: 'FORBIDDEN' } }]);
  });
});

describe('a company as anyone but a reviewer sees it', () => {
  it('has its names and status only, and no users (no call)', async () => {
    const { data, errors } = await ask<{ viewer: { user: { company: Record<string, unknown> } } }>(
      `{ viewer { user { company { id companyName commercialName status street taxid dealerLicense
        validations { taxid } client { id } userCount createdAt
        users { totalCount edges { node { id } } } } } } }`,
      {},
      'dealer-token',
    );
    expect(errors).toBeUndefined();
    expect(data!.viewer.user.company).toEqual({
      id: toGlobalId('Company', 70),
      companyName: 'Dealer LLC',
      commercialName: 'Dealer',
      status: 'ACCEPTED',
      street: null,
      taxid: null,
      dealerLicense: null,
      validations: null,
      client: null,
      userCount: null,
      createdAt: null,
      users: { totalCount: 0, edges: [] },
    });
    expect(calls()).toEqual(['GET /api/user/profile']);
  });
});

describe('companyVehicles (the client vehicles table)', () => {
  type Table = {
    companyVehicles: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean };
      edges: { cursor: string; node: Record<string, unknown> }[];
    };
  };

  it('costs one page call and one vehicles call; a vehicle gone is left out', async () => {
    const { data, errors } = await ask<Table>(VEHICLES, {}, 'dealer-token');
    expect(errors).toBeUndefined();
    const table = data!.companyVehicles;
    expect(table.totalCount).toBe(12);
    expect(table.pageInfo.hasNextPage).toBe(true);
    expect(table.edges).toHaveLength(9);
    // The row of the vehicle gone (the third) is left out; the others keep their offsets.
    expect(table.edges.map((edge) => edge.cursor)).toEqual(
      [0, 1, 3, 4, 5, 6, 7, 8, 9].map(offsetToCursor),
    );
    expect(calls()).toEqual([
      'GET /api/client/vehicles?page=1&resourcesPerPage=10',
      `GET /api/vehicle?vehicleId=${encodeURIComponent('40,41,999,42,43,44,45,46,47,48')}&fullInventory=1&resourcesPerPage=10`,
    ]);
    expect(table.edges[0]!.node).toEqual({
      state: 'OFFERED',
      user: { id: toGlobalId('User', 3), fullName: 'First3 Last3', email: null },
      vehicle: { id: toGlobalId('Vehicle', 40), vin: 'VIN00000000000040' },
      lastOffer: {
        side: 'DEALER',
        price: { amount: '15000.00' },
        createdAt: '2026-01-20T12:00:00.000Z',
      },
      expiresAt: '2026-01-21T12:00:00.000Z',
      salePrice: null,
      purchaseDate: null,
      updatedAt: '2026-01-20T12:00:00.000Z',
    });
    expect(table.edges[1]!.node).toMatchObject({
      state: 'WAITING',
      lastOffer: { side: 'PROVIDER' },
    });
    expect(table.edges.find((edge) => edge.node.state === 'PURCHASED')!.node).toMatchObject({
      lastOffer: null,
      salePrice: { cents: 2_100_050 },
    });
  });

  it('passes state, user and search on, and an id of another type finds nothing (no call)', async () => {
    const { data } = await ask<Table>(
      VEHICLES,
      { state: 'PURCHASED', userId: toGlobalId('User', 9), search: ' ford ' },
      'dealer-token',
    );
    expect(api.calls[0]!.path).toBe(
      '/api/client/vehicles?search=ford&state=purchased&userId=9&page=1&resourcesPerPage=10',
    );
    expect(data!.companyVehicles.edges.map((edge) => edge.node.state)).toEqual([
      'PURCHASED',
      'PURCHASED',
    ]);
    api.reset();
    const wrong = await ask<Table>(VEHICLES, { userId: toGlobalId('Company', 70) }, 'dealer-token');
    expect(wrong.data!.companyVehicles).toMatchObject({ totalCount: 0, edges: [] });
    expect(api.calls).toEqual([]);
  });

  it('is FORBIDDEN for a reviewer, UNAUTHENTICATED for a guest', async () => {
    expect((await ask(VEHICLES, {})).errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
    expect((await ask(VEHICLES, {}, null)).errors).toMatchObject([
      { extensions: { code: 'UNAUTHENTICATED' } },
    ]);
  });
});
