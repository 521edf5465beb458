// The super admin vehicle table over the fake api, counting REST calls: a page of 10 or 100 rows
// with the row's fields costs one getForTable call (the counts come with it), a row's lists are
// fetched only when asked, the search, sort and paging reach the api as its parameters, and
// anyone but super admins and admins is refused with FORBIDDEN.
import { describe, expect, it } from 'vitest';
import { cursorForPage, offsetToCursor } from '@canam/domain/cursors';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { toGlobalId } from '../relay/ids.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const ROW = `id vin stockNumber agent { id firstName lastName }
  checks { totalCount } conditionReports { totalCount } notes { totalCount }`;
const TABLE = `query($search: String, $orderBy: VehicleTableOrder, $first: Int, $after: String) {
  vehicleTable(search: $search, orderBy: $orderBy, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage } pageCursors { last { page } }
    edges { cursor node { ${ROW} } } } }`;

interface Row {
  id: string;
  vin: string;
  stockNumber: string | null;
  agent: { firstName: string; lastName: string } | null;
  checks: { totalCount: number };
  conditionReports: { totalCount: number };
  notes: { totalCount: number };
}
interface Table {
  vehicleTable: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean };
    pageCursors: { last: { page: number } };
    edges: { cursor: string; node: Row }[];
  };
}

const paths = () => api.calls.map((call) => call.path.split('?')[0]);
const tableParams = () => {
  const call = api.calls.find((c) => c.path.startsWith('/api/vehicle/getForTable'))!;
  return Object.fromEntries(new URL(call.path, 'http://x').searchParams);
};

async function table(variables: Record<string, unknown>, token = 'admin-token') {
  const answer = await postGraphQL<Table>(gateway.url, TABLE, variables, bearer(token));
  expect(answer.errors).toBeUndefined();
  return answer.data!.vehicleTable;
}

describe('REST calls per table page', () => {
  it.each([10, 100])('a %i-row page with its counts costs one getForTable call', async (first) => {
    const page = await table({ first });
    expect(page.edges).toHaveLength(first);
    expect(paths()).toEqual(['/api/vehicle/getForTable']);
    expect(tableParams()).toEqual({ resourcesPerPage: String(first), page: '1' });
  });

  it('stays within 3 calls with the viewer and the agents of the inline agent box', async () => {
    const answer = await postGraphQL(
      gateway.url,
      `{ viewer { isStaff } agents { id nickname }
        vehicleTable(first: 100) { edges { node { ${ROW} } } } }`,
      {},
      bearer('admin-token'),
    );
    expect(answer.errors).toBeUndefined();
    expect(paths().sort()).toEqual([
      '/api/user/listNickname',
      '/api/user/profile',
      '/api/vehicle/getForTable',
    ]);
  });

  it("shows each row's counts, agent and stock number as the api sent them", async () => {
    const page = await table({ orderBy: { field: 'VIN' } });
    expect(page.totalCount).toBe(120);
    expect(page.edges[0]!.node).toEqual({
      id: toGlobalId('Vehicle', 1),
      vin: 'VIN00000000000001',
      stockNumber: 'S1',
      agent: { id: toGlobalId('Agent', 4), firstName: 'Agent', lastName: 'Smith' },
      checks: { totalCount: 12 },
      conditionReports: { totalCount: 2 },
      notes: { totalCount: 1 },
    });
    expect(page.edges[1]!.node).toMatchObject({
      checks: { totalCount: 0 },
      conditionReports: { totalCount: 0 },
      notes: { totalCount: 0 },
    });
    expect(paths()).toEqual(['/api/vehicle/getForTable']);
  });
});

describe('table arguments', () => {
  it('pages 10 at a time by default, capped at 100, with cursors the web turns into pages', async () => {
    const first = await table({});
    expect(first.edges).toHaveLength(10);
    expect(first.pageCursors.last.page).toBe(12);
    api.reset();
    const third = await table({ after: cursorForPage(3, 10) });
    expect(tableParams()).toEqual({ resourcesPerPage: '10', page: '3' });
    expect(third.edges[0]!.cursor).toBe(offsetToCursor(20));
    api.reset();
    await table({ first: 5000 });
    expect(tableParams().resourcesPerPage).toBe('100');
  });

  it('sends the trimmed search and each orderBy as sort and order', async () => {
    const found = await table({ search: '  s11 ', orderBy: { field: 'STOCK_NUMBER' } });
    expect(tableParams()).toEqual({
      search: 's11',
      sort: 'stockNumber',
      order: 'asc',
      resourcesPerPage: '10',
      page: '1',
    });
    expect(found.edges.map((edge) => edge.node.stockNumber)).toEqual([
      'S11',
      'S110',
      'S111',
      'S112',
      'S113',
      'S114',
      'S115',
      'S116',
      'S117',
      'S118',
    ]);
    for (const [field, sort] of [
      ['VIN', 'vinNumber'],
      ['AGENT', 'agent'],
    ] as const) {
      api.reset();
      await table({ orderBy: { field, direction: 'DESC' } });
      expect(tableParams()).toMatchObject({ sort, order: 'desc' });
    }
    api.reset();
    const byVin = await table({ orderBy: { field: 'VIN', direction: 'DESC' } });
    expect(byVin.edges[0]!.node.vin).toBe('VIN00000000000120');
  });

  it('lists the newest first without orderBy, and leaves a blank search out', async () => {
    const page = await table({ search: '   ' });
    expect(tableParams()).toEqual({ resourcesPerPage: '10', page: '1' });
    expect(page.edges[0]!.node.id).toBe(toGlobalId('Vehicle', 120));
  });
});

describe('who may see the table', () => {
  it.each(['agent-token', 'dealer-token', 'pending-token'])(
    'refuses %s with FORBIDDEN, as the api answers it',
    async (token) => {
      const { data, errors } = await postGraphQL(gateway.url, TABLE, {}, bearer(token));
      expect(data).toBeNull();
      expect(errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
      expect(paths()).toEqual(['/api/vehicle/getForTable']);
    },
  );

  it('refuses a guest with FORBIDDEN without any call', async () => {
    const { errors } = await postGraphQL(gateway.url, TABLE, {});
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(api.calls).toEqual([]);
  });

  it('serves the super admin too', async () => {
    const page = await table({ first: 1 }, 'superadmin-token');
    expect(page.edges).toHaveLength(1);
  });
});

describe("a vehicle's checks, condition reports and notes", () => {
  const LISTS = `query($id: ID!, $after: String) { node(id: $id) { ... on Vehicle {
    checks(after: $after) { totalCount pageInfo { hasNextPage }
      edges { cursor node { id databaseId createdAt status vehicleId date number
        amount { amount cents currency } author { id fullName email roles company { id } } } } }
    conditionReports { totalCount edges { node { id url createdAt status author { id } } } }
    notes { totalCount edges { node { id description author { id } } } } } } }`;

  it('fetches each list once, page by page, only when asked', async () => {
    const { data, errors } = await postGraphQL<{
      node: {
        checks: {
          totalCount: number;
          pageInfo: { hasNextPage: boolean };
          edges: { node: Record<string, unknown> }[];
        };
        conditionReports: { totalCount: number; edges: { node: { url: string } }[] };
        notes: { edges: { node: { description: string; author: null } }[] };
      };
    }>(gateway.url, LISTS, { id: toGlobalId('Vehicle', 1) }, bearer('admin-token'));
    expect(errors).toBeUndefined();
    const { checks, conditionReports, notes } = data!.node;
    expect(checks.totalCount).toBe(12);
    expect(checks.pageInfo.hasNextPage).toBe(true);
    expect(checks.edges).toHaveLength(10);
    expect(checks.edges[0]!.node).toEqual({
      id: toGlobalId('Check', 112),
      databaseId: 112,
      createdAt: '2026-02-12T10:00:00.000Z',
      status: true,
      vehicleId: toGlobalId('Vehicle', 1),
      date: '2026-02-12',
      number: 5012,
      amount: { amount: '1250.00', cents: 125_000, currency: 'USD' },
      // Another person: the name only, never its e-mail, roles or company.
      author: {
        id: toGlobalId('User', 6),
        fullName: 'First6 Last6',
        email: null,
        roles: [],
        company: null,
      },
    });
    expect(conditionReports.edges.map((edge) => edge.node.url)).toEqual([
      'https://reports.example/2',
      'https://reports.example/1',
    ]);
    expect(notes.edges[0]!.node).toEqual({
      id: toGlobalId('Note', 301),
      description: 'Left mirror cracked',
      author: null,
    });
    expect(paths().sort()).toEqual([
      '/api/vehicle',
      '/api/vehicle/check',
      '/api/vehicle/conditional-report',
      '/api/vehicle/note',
    ]);
    const checkCall = api.calls.find((call) => call.path.startsWith('/api/vehicle/check'))!;
    expect(checkCall.path).toBe('/api/vehicle/check?vehicle=1&resourcesPerPage=10&page=1');
  });

  it('asks the page after the cursor', async () => {
    const { data } = await postGraphQL<{ node: { checks: { edges: unknown[] } } }>(
      gateway.url,
      LISTS,
      { id: toGlobalId('Vehicle', 1), after: cursorForPage(2, 10) },
      bearer('admin-token'),
    );
    expect(data!.node.checks.edges).toHaveLength(2);
    expect(api.calls.map((call) => call.path)).toContain(
      '/api/vehicle/check?vehicle=1&resourcesPerPage=10&page=2',
    );
  });

  it('refuses an agent with FORBIDDEN from the api, a guest without a call', async () => {
    const COUNT = `query($id: ID!) { node(id: $id) { ... on Vehicle { checks { totalCount } } } }`;
    const id = toGlobalId('Vehicle', 1);
    const agent = await postGraphQL(gateway.url, COUNT, { id }, bearer('agent-token'));
    expect(agent.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(paths()).toEqual(['/api/vehicle', '/api/vehicle/check']);
    api.reset();
    const guest = await postGraphQL(gateway.url, COUNT, { id });
    expect(guest.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(paths()).toEqual(['/api/vehicle']);
  });

  it('answers node() of a record with null: the api reads records only by vehicle', async () => {
    const { data } = await postGraphQL(
      gateway.url,
      `query($id: ID!) { node(id: $id) { id } }`,
      { id: toGlobalId('Check', 112) },
      bearer('admin-token'),
    );
    expect(data).toEqual({ node: null });
    expect(api.calls).toEqual([]);
  });
});
