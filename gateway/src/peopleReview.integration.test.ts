// Issue 13 end to end over the real api: the people pages' lists for reviewers, admins and
// clients, the team mutations, and viewerChanged when a reviewer accepts a pending company (its
// buyer sees prices at once, nobody else hears of it) or a client deactivates its buyer (that
// subscription ends with UNAUTHENTICATED and its token is refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentEventCursor } from './testing/eventHead.ts';
import { subscribeLive, type LiveSubscriber } from './testing/liveClient.ts';
import { startRealStack, type RealStack } from './testing/realStack.ts';

const ROW = 'id databaseId fullName email stage status company { id status }';
const USERS = `query($kind: UserListKind!, $search: String) {
  users(kind: $kind, search: $search) { totalCount edges { node { ${ROW} } } } }`;
const TABS = `query($tab: DealerStage!) {
  dealerRegistrations(tab: $tab) { totalCount edges { node { ${ROW} } } } }`;
const VIEWER_CHANGED = `subscription($after: String) { viewerChanged(after: $after) {
  cursor reason viewer { companyStatus canSeePrices user { email } } } }`;
const SET_COMPANY_STATUS = `mutation($input: SetCompanyStatusInput!) {
  setCompanyStatus(input: $input) { company { id status } userErrors { field message code } } }`;
const SET_USER_STATUS = `mutation($input: SetUserStatusInput!) {
  setUserStatus(input: $input) { user { status } userErrors { field message code } } }`;

type Row = {
  id: string;
  databaseId: number;
  email: string;
  stage: string;
  status: string;
  company: { id: string; status: string } | null;
};
type Changed = {
  viewerChanged: {
    cursor: string;
    reason: string;
    viewer: { companyStatus: string | null; canSeePrices: boolean; user: { email: string } };
  };
};

let stack: RealStack;
const tokens: Record<string, string> = {};
const open: LiveSubscriber<object>[] = [];

beforeAll(async () => {
  stack = await startRealStack();
  for (const who of ['reviewer', 'admin', 'agent', 'client', 'buyer', 'pending.buyer']) {
    tokens[who] = await stack.login(`${who}@canam.test`);
  }
});
afterAll(async () => {
  await Promise.all(open.map((subscriber) => subscriber.dispose()));
  await stack?.close();
});

async function live(token: string) {
  const after = await currentEventCursor(stack.api.url, stack.api.eventsSecret);
  const subscriber = subscribeLive<Changed>(
    stack.gateway.url,
    VIEWER_CHANGED,
    { after },
    {
      connectionParams: { accessToken: token },
    },
  );
  open.push(subscriber as LiveSubscriber<object>);
  await subscriber.connected;
  return subscriber;
}

async function row(kind: string, search: string): Promise<Row> {
  const data = await stack.gql<{ users: { edges: { node: Row }[] } }>(
    USERS,
    { kind, search },
    tokens.reviewer,
  );
  const found = data.users.edges.find((edge) => edge.node.email.startsWith(search));
  if (!found) throw new Error(`${search} is not in the ${kind} list`);
  return found.node;
}

describe('the people pages', () => {
  it('lists dealers by stage for a reviewer, and refuses a client', async () => {
    expect((await row('PENDING', 'pending.buyer')).stage).toBe('IN_REVIEW');
    expect((await row('ACTIVE', 'client')).stage).toBe('ACTIVE');
    for (const tab of ['PRE_REGISTRATION', 'IN_REVIEW', 'ACTIVE', 'REJECTED']) {
      const data = await stack.gql<{ dealerRegistrations: { edges: { node: Row }[] } }>(
        TABS,
        { tab },
        tokens.reviewer,
      );
      for (const edge of data.dealerRegistrations.edges) expect(edge.node.stage).toBe(tab);
    }
    const refused = await stack.raw(USERS, { kind: 'PENDING' }, tokens.client);
    expect(refused.errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
  });

  it("gives a reviewer a dealer's company with its record, from a 3-character search", async () => {
    const pending = await row('PENDING', 'pending.buyer');
    const data = await stack.gql<{
      dealerCompany: { id: string; status: string; validations: unknown; userCount: number };
      short: unknown[];
    }>(
      `query($userId: ID!) {
        dealerCompany(userId: $userId) { id status validations { taxid } userCount }
        short: companySearch(search: "ab") { id } }`,
      { userId: pending.id },
      tokens.reviewer,
    );
    expect(data.dealerCompany).toMatchObject({ id: pending.company!.id, status: 'PENDING' });
    expect(data.dealerCompany.validations).not.toBeNull();
    expect(data.short).toEqual([]);
  });

  it('resolves a Company node: the whole record for a reviewer, the name for its own users only', async () => {
    const client = await row('ACTIVE', 'client@canam.test');
    const id = client.company!.id;
    const NODE = `query($id: ID!) { node(id: $id) { ... on Company { commercialName taxid } } }`;
    const asReviewer = await stack.gql<{ node: { commercialName: string; taxid: string } }>(
      NODE,
      { id },
      tokens.reviewer,
    );
    expect(asReviewer.node).toEqual({ commercialName: 'Empire State Motors', taxid: '14-3829105' });
    const asOwnClient = await stack.gql<{ node: unknown }>(NODE, { id }, tokens.client);
    expect(asOwnClient.node).toEqual({ commercialName: 'Empire State Motors', taxid: null });
    const asAgent = await stack.gql<{ node: unknown }>(NODE, { id }, tokens.agent);
    expect(asAgent.node).toBeNull();
  });

  it("lists a client's own users and its vehicles table", async () => {
    const data = await stack.gql<{
      companyUsers: { edges: { node: Row }[] };
      companyVehicles: { totalCount: number; edges: { node: { vehicle: { id: string } } }[] };
    }>(
      `{ companyUsers { edges { node { ${ROW} } } }
        companyVehicles { totalCount edges { node { state vehicle { id } user { id } } } } }`,
      {},
      tokens.client,
    );
    const emails = data.companyUsers.edges.map((edge) => edge.node.email);
    expect(emails).toEqual(expect.arrayContaining(['client@canam.test', 'buyer@canam.test']));
    expect(emails).not.toContain('pending.buyer@canam.test');
  });

  it('creates an agent with an invitation, then lists it; a taken e-mail is refused', async () => {
    const created = await stack.gql<{
      createAgent: { user: { id: string }; invitationSent: boolean; userErrors: unknown[] };
    }>(
      `mutation($input: CreateAgentInput!) { createAgent(input: $input) {
        user { id } invitationSent userErrors { field message code } } }`,
      {
        input: {
          firstName: 'Nadia',
          lastName: 'Okafor',
          email: 'nadia.okafor@canam.test',
          officePhoneNumber: '(514) 555-0177',
          nickname: 'Nadia',
        },
      },
      tokens.admin,
    );
    expect(created.createAgent).toMatchObject({ invitationSent: true, userErrors: [] });
    const agents = await stack.gql<{ agentAccounts: { edges: { node: { id: string } }[] } }>(
      '{ agentAccounts(search: "okafor") { edges { node { id } } } }',
      {},
      tokens.admin,
    );
    expect(agents.agentAccounts.edges.map((edge) => edge.node.id)).toEqual([
      created.createAgent.user.id,
    ]);
    const taken = await stack.gql<{ createCompanyUser: { userErrors: unknown[] } }>(
      `mutation($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) {
        userErrors { field message code } } }`,
      {
        input: {
          firstName: 'Sarah',
          lastName: 'Again',
          email: 'buyer@canam.test',
          officePhoneNumber: '(514) 555-0178',
        },
      },
      tokens.client,
    );
    expect(taken.createCompanyUser.userErrors).toEqual([
      { field: 'email', message: 'This email has already been taken', code: 'EMAIL_TAKEN' },
    ]);
  });

  it("refuses a client editing another company's user (FORBIDDEN)", async () => {
    const pending = await row('PENDING', 'pending.buyer');
    const answer = await stack.raw(
      `mutation($input: UpdateCompanyUserInput!) { updateCompanyUser(input: $input) {
        userErrors { message } } }`,
      {
        input: {
          userId: pending.id,
          firstName: 'Kevin',
          lastName: 'Walsh',
          email: 'pending.buyer@canam.test',
          officePhoneNumber: '(514) 555-0179',
        },
      },
      tokens.client,
    );
    expect(answer.errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
  });
});

describe('viewerChanged', () => {
  it("brings a pending company's buyer prices when a reviewer accepts it, and no one else", async () => {
    const pending = await row('PENDING', 'pending.buyer');
    const buyer = await live(tokens['pending.buyer']!);
    const client = await live(tokens.client!);
    const accepted = await stack.gql<{ setCompanyStatus: { company: { status: string } } }>(
      SET_COMPANY_STATUS,
      { input: { companyId: pending.company!.id, status: 'ACCEPTED' } },
      tokens.reviewer,
    );
    expect(accepted.setCompanyStatus.company.status).toBe('ACCEPTED');
    const event = await buyer.waitFor(() => true);
    expect(event.viewerChanged).toMatchObject({
      reason: 'COMPANY_STATUS',
      viewer: {
        companyStatus: 'ACCEPTED',
        canSeePrices: true,
        user: { email: 'pending.buyer@canam.test' },
      },
    });
    // The client's own company changes next (back to review, then accepted again): the first
    // event the client gets is its own, so it heard nothing of the other company's acceptance.
    const own = await row('ACTIVE', 'client');
    for (const status of ['PENDING', 'ACCEPTED']) {
      await stack.gql(
        SET_COMPANY_STATUS,
        { input: { companyId: own.company!.id, status } },
        tokens.reviewer,
      );
    }
    await client.waitFor(() => true);
    // (The viewer is read when the event is delivered, so its status may already be the second.)
    expect(client.events[0]!.data.viewerChanged).toMatchObject({
      reason: 'COMPANY_STATUS',
      viewer: { user: { email: 'client@canam.test' } },
    });
  });

  it("ends a deactivated buyer's subscription with UNAUTHENTICATED; its token is refused", async () => {
    const buyerRow = await row('ACTIVE', 'buyer');
    const buyer = await live(tokens.buyer!);
    const answer = await stack.gql<{ setUserStatus: { user: { status: string } } }>(
      SET_USER_STATUS,
      { input: { userId: buyerRow.id, status: 'INACTIVE' } },
      tokens.client,
    );
    expect(answer.setUserStatus.user.status).toBe('INACTIVE');
    await expect.poll(() => buyer.completed, { timeout: 10_000 }).toBe(true);
    expect(JSON.stringify(buyer.errors)).toContain('UNAUTHENTICATED');
    const refused = await stack.raw('{ viewer { isLoggedIn } }', {}, tokens.buyer);
    expect(refused.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    await stack.gql(
      SET_USER_STATUS,
      { input: { userId: buyerRow.id, status: 'ACTIVE' } },
      tokens.client,
    );
  });
});
