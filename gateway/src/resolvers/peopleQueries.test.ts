// The people pages over the fake api, counting REST calls: each list is ONE call per page with
// the graph's kind, tab, search and page as the api's query, rows carry every field of a
// UserAccount (stage, status and roles mapped to the graph's enums), the agents page pages on
// with its cursors, a guest is refused without a call and anyone the api refuses gets FORBIDDEN.
import { describe, expect, it } from 'vitest';
import { cursorForPage } from '@canam/domain/cursors';
import { toGlobalId } from '../relay/ids.ts';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const ROW = `id databaseId fullName email roles status stage nickname invitationPending
  officePhoneNumber extension mobileNumber auctionAccessNumber createdAt acceptEmail
  company { id companyName status street } registeredCompany { id commercialName status }`;
const CONNECTION = `totalCount pageInfo { hasNextPage hasPreviousPage }
  pageCursors { first { page cursor } last { page cursor } around { page isCurrent } }
  edges { cursor node { ${ROW} } }`;
const USERS = `query($kind: UserListKind!, $search: String, $first: Int, $after: String) {
  users(kind: $kind, search: $search, first: $first, after: $after) { ${CONNECTION} } }`;
const TABS = `query($tab: DealerStage!, $search: String) {
  dealerRegistrations(tab: $tab, search: $search) { ${CONNECTION} } }`;
const AGENTS = `query($search: String, $first: Int, $after: String) {
  agentAccounts(search: $search, first: $first, after: $after) { ${CONNECTION} } }`;
const COMPANY_USERS = `query { companyUsers { ${CONNECTION} } }`;

interface Row {
  id: string;
  databaseId: number;
  fullName: string;
  stage: string | null;
  status: string;
  [field: string]: unknown;
}
interface Connection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
  pageCursors: { last: { page: number; cursor: string | null }; around: { page: number }[] };
  edges: { cursor: string; node: Row }[];
}

const calls = () => api.calls.map((call) => `${call.method} ${call.path}`);

async function list(
  query: string,
  variables: Record<string, unknown>,
  token: string | null = 'reviewer-token',
) {
  return postGraphQL<Record<string, Connection>>(
    gateway.url,
    query,
    variables,
    token ? bearer(token) : {},
  );
}

describe('users (the admin users pages)', () => {
  it('asks user/list with the kind as its type, one call, rows with every field', async () => {
    const { data, errors } = await list(USERS, { kind: 'PENDING' });
    expect(errors).toBeUndefined();
    expect(calls()).toEqual(['GET /api/user/list?page=1&resourcesPerPage=10&type=pending']);
    const page = data!.users!;
    expect(page.totalCount).toBe(2);
    expect(page.edges.map((edge) => edge.node.databaseId)).toEqual([40, 2]);
    expect(page.edges[0]!.node).toEqual({
      id: toGlobalId('User', 40),
      databaseId: 40,
      fullName: 'Dana Whitfield',
      email: 'dana@greatlakes.test',
      roles: ['ROLE_CLIENT'],
      status: 'ACTIVE',
      stage: 'IN_REVIEW',
      nickname: null,
      invitationPending: false,
      officePhoneNumber: '(514) 555-0100',
      extension: null,
      mobileNumber: null,
      auctionAccessNumber: null,
      createdAt: '2026-01-12T12:00:00.000Z',
      // A row tells no preferences (only the viewer's own profile does).
      acceptEmail: null,
      company: null,
      registeredCompany: {
        id: toGlobalId('Company', 71),
        commercialName: 'Great Lakes Auto',
        status: 'PENDING',
      },
    });
    // A company named by a row carries its names and status only: the rest is not guessed.
    expect(page.edges[1]!.node.company).toEqual({
      id: toGlobalId('Company', 71),
      companyName: 'Great Lakes Auto LLC',
      status: 'PENDING',
      street: null,
    });
  });

  it.each([
    ['ACTIVE', 'active', [3, 10, 9], ['ACTIVE', 'ACTIVE', 'ACTIVE']],
    ['REJECTED', 'rejected', [41], ['REJECTED']],
  ])('maps %s to type=%s', async (kind, type, ids, stages) => {
    const { data } = await list(USERS, { kind });
    expect(new URL(api.calls[0]!.path, 'http://x').searchParams.get('type')).toBe(type);
    expect(data!.users!.edges.map((edge) => edge.node.databaseId).sort()).toEqual([...ids].sort());
    expect(data!.users!.edges.map((edge) => edge.node.stage)).toEqual(stages);
  });

  it('shows an inactive user as INACTIVE and passes the search on trimmed', async () => {
    const { data } = await list(USERS, { kind: 'ACTIVE', search: '  idle ' });
    expect(data!.users!.edges.map((edge) => [edge.node.fullName, edge.node.status])).toEqual([
      ['Lee Idle', 'INACTIVE'],
    ]);
    expect(api.calls[0]!.path).toBe(
      '/api/user/list?search=idle&page=1&resourcesPerPage=10&type=active',
    );
  });
});

describe('dealerRegistrations (the assign-company tabs)', () => {
  it('reads Pre registration from company/listUserWithoutCompany, without a type', async () => {
    const { data } = await list(TABS, { tab: 'PRE_REGISTRATION' });
    expect(calls()).toEqual(['GET /api/company/listUserWithoutCompany?page=1&resourcesPerPage=10']);
    expect(data!.dealerRegistrations!.edges.map((edge) => edge.node.databaseId)).toEqual([
      44, 43, 42,
    ]);
    expect(new Set(data!.dealerRegistrations!.edges.map((edge) => edge.node.stage))).toEqual(
      new Set(['PRE_REGISTRATION']),
    );
  });

  it.each([
    ['IN_REVIEW', 'inReview', 2],
    ['ACTIVE', 'active', 3],
    ['REJECTED', 'rejected', 1],
  ])('reads %s from company/listCompanyAndPreCompany?type=%s', async (tab, type, count) => {
    const { data } = await list(TABS, { tab, search: '' });
    expect(calls()).toEqual([
      `GET /api/company/listCompanyAndPreCompany?page=1&resourcesPerPage=10&type=${type}`,
    ]);
    expect(data!.dealerRegistrations!.totalCount).toBe(count);
    expect(new Set(data!.dealerRegistrations!.edges.map((edge) => edge.node.stage))).toEqual(
      new Set([tab]),
    );
  });
});

describe('agentAccounts (the agents page)', () => {
  it('pages on through the api with the cursors of its numbered pages', async () => {
    const first = await list(AGENTS, {}, 'admin-token');
    const page1 = first.data!.agentAccounts!;
    expect(page1.totalCount).toBe(13);
    expect(page1.edges).toHaveLength(10);
    expect(page1.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    expect(page1.pageCursors.last).toEqual({ page: 2, cursor: cursorForPage(2, 10) });
    expect(page1.edges[8]!.node).toMatchObject({ fullName: 'Priya Anand', nickname: 'Priya' });
    api.reset();
    const second = await list(AGENTS, { after: page1.pageCursors.last.cursor }, 'admin-token');
    const page2 = second.data!.agentAccounts!;
    expect(calls()).toEqual(['GET /api/user/agents?page=2&resourcesPerPage=10']);
    expect(page2.edges.map((edge) => edge.node.fullName)).toEqual([
      'Kai Agent',
      'Jo Agent',
      'Ivo Agent',
    ]);
    expect(page2.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });

  it('lists inactive agents too, with their roles', async () => {
    const { data } = await list(AGENTS, { search: 'ava' }, 'superadmin-token');
    expect(data!.agentAccounts!.edges.map((edge) => edge.node)).toMatchObject([
      { fullName: 'Ava Agent', status: 'INACTIVE', roles: ['ROLE_AGENT'], stage: null },
    ]);
  });
});

describe('companyUsers (the client users page)', () => {
  it("lists the client's own company, the client included", async () => {
    const { data } = await list(COMPANY_USERS, {}, 'dealer-token');
    expect(calls()).toEqual(['GET /api/user/companyUsers?page=1&resourcesPerPage=10']);
    expect(data!.companyUsers!.edges.map((edge) => edge.node.databaseId).sort()).toEqual(
      [10, 3, 9].sort(),
    );
  });
});

describe('who may read the people pages', () => {
  it.each([
    ['users', USERS, { kind: 'PENDING' }, ['dealer-token', 'agent-token']],
    ['dealerRegistrations', TABS, { tab: 'ACTIVE' }, ['dealer-token', 'agent-token']],
    ['agentAccounts', AGENTS, {}, ['reviewer-token', 'dealer-token', 'agent-token']],
    ['companyUsers', COMPANY_USERS, {}, ['reviewer-token', 'admin-token', 'subuser-token']],
  ])('%s: FORBIDDEN by the api for those without the right', async (field, query, vars, tokens) => {
    for (const token of tokens) {
      const { data, errors } = await list(query, vars, token);
      expect(data).toBeNull();
      expect(errors).toMatchObject([{ path: [field], extensions: { code: 'FORBIDDEN' } }]);
    }
  });

  it.each([
    ['users', USERS, { kind: 'PENDING' }],
    ['dealerRegistrations', TABS, { tab: 'PRE_REGISTRATION' }],
    ['agentAccounts', AGENTS, {}],
    ['companyUsers', COMPANY_USERS, {}],
  ])('%s: UNAUTHENTICATED for a guest, without a call', async (field, query, vars) => {
    const { errors } = await list(query, vars, null);
    expect(errors).toMatchObject([{ path: [field], extensions: { code: 'UNAUTHENTICATED' } }]);
    expect(api.calls).toEqual([]);
  });
});
