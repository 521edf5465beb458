// The people pages' graph over the real api, with the calls the api serves today: a reviewer
// e-mails a pre-registered dealer the company form (POST user/send-company-email by its id; the api's
// refusals by code), the viewer's own User and Company fields as its profile carries them (the
// dealer record's fields and a company's users null or empty for a client), and viewerChanged
// taking logged-in subscribers and refusing guests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { subscribeLive, type LiveSubscriber } from './testing/liveClient.ts';
import { startRealStack, type RealStack } from './testing/realStack.ts';

const SEND = `mutation($input: SendCompanyFormEmailInput!) { sendCompanyFormEmail(input: $input) {
  ok userErrors { field message code } } }`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) {
  ok userErrors { field message code } } }`;
const VIEWER_CHANGED = `subscription($after: String) { viewerChanged(after: $after) {
  cursor reason viewer { companyStatus } } }`;

const NEW_DEALER = 'ines.presign@harbourauto.test';
const NOBODY = Buffer.from('User:999999').toString('base64');
const FIND = `query($tab: DealerStage!, $search: String) {
  dealerRegistrations(tab: $tab, search: $search) { edges { node { id } } } }`;

/** The global id of the one dealer user of a tab that the search finds. */
async function dealerId(tab: string, search: string): Promise<string> {
  const found = await stack.gql<{ dealerRegistrations: { edges: { node: { id: string } }[] } }>(
    FIND,
    { tab, search },
    reviewer,
  );
  expect(found.dealerRegistrations.edges).toHaveLength(1);
  return found.dealerRegistrations.edges[0]!.node.id;
}

let stack: RealStack;
let reviewer: string;
let client: string;
const open: LiveSubscriber<object>[] = [];

beforeAll(async () => {
  stack = await startRealStack();
  [reviewer, client] = await Promise.all([
    stack.login('reviewer@canam.test'),
    stack.login('client@canam.test'),
  ]);
});
afterAll(async () => {
  await Promise.all(open.map((subscriber) => subscriber.dispose()));
  await stack?.close();
});

type Sent = { sendCompanyFormEmail: { ok: boolean; userErrors: unknown[] } };

describe('sendCompanyFormEmail over the real api', () => {
  it('e-mails a pre-registered dealer the company form', async () => {
    const signUp = await stack.gql<{ signUp: { ok: boolean } }>(SIGN_UP, {
      input: {
        email: NEW_DEALER,
        firstName: 'Ines',
        lastName: 'Moreau',
        officePhoneNumber: '(902) 555-0147',
        password: 'Harbour2024!',
        acceptEmail: true,
        acceptSms: false,
      },
    });
    expect(signUp.signUp.ok).toBe(true);
    const userId = await dealerId('PRE_REGISTRATION', NEW_DEALER);
    const sent = await stack.gql<Sent>(SEND, { input: { userId } }, reviewer);
    expect(sent.sendCompanyFormEmail).toEqual({ ok: true, userErrors: [] });
  });

  it("passes the api's refusals on by code", async () => {
    const inReview = await dealerId('IN_REVIEW', 'inreview@canam.test');
    const registered = await stack.gql<Sent>(SEND, { input: { userId: inReview } }, reviewer);
    expect(registered.sendCompanyFormEmail).toEqual({
      ok: false,
      userErrors: [
        { field: null, message: expect.any(String), code: 'COMPANY_ALREADY_REGISTERED' },
      ],
    });
    const unknown = await stack.gql<Sent>(SEND, { input: { userId: NOBODY } }, reviewer);
    expect(unknown.sendCompanyFormEmail).toEqual({
      ok: false,
      userErrors: [
        { field: null, message: ACCOUNT_MESSAGES.emailNotFound, code: 'EMAIL_NOT_FOUND' },
      ],
    });
  });

  it('is FORBIDDEN for a client and UNAUTHENTICATED for a guest', async () => {
    const input = { userId: NOBODY };
    const asClient = await stack.raw(SEND, { input }, client);
    expect(asClient.errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
    const asGuest = await stack.raw(SEND, { input });
    expect(asGuest.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });
});

describe("the viewer's own User and Company", () => {
  it("shows a client its profile's fields and none of the dealer record's", async () => {
    const data = await stack.gql<{ viewer: { user: Record<string, unknown> } }>(
      `{ viewer { user { email roles status stage nickname invitationPending officePhoneNumber
        createdAt registeredCompany { id }
        company { companyName status street taxid validations { taxid } client { id } userCount
          users { totalCount edges { node { id } } } } } } }`,
      {},
      client,
    );
    expect(data.viewer.user).toMatchObject({
      email: 'client@canam.test',
      roles: ['ROLE_CLIENT'],
      status: 'ACTIVE',
      stage: null,
      nickname: null,
      invitationPending: null,
      createdAt: null,
      registeredCompany: null,
      company: {
        status: 'ACCEPTED',
        street: null,
        taxid: null,
        validations: null,
        client: null,
        userCount: null,
        users: { totalCount: 0, edges: [] },
      },
    });
  });
});

describe('viewerChanged over the real api', () => {
  it('takes a logged-in subscriber and refuses a guest with UNAUTHENTICATED', async () => {
    const subscriber = subscribeLive(
      stack.gateway.url,
      VIEWER_CHANGED,
      {},
      {
        connectionParams: { accessToken: client },
      },
    );
    const guest = subscribeLive(stack.gateway.url, VIEWER_CHANGED, {}, {});
    open.push(subscriber, guest);
    await expect.poll(() => guest.errors.length, { timeout: 10_000 }).toBe(1);
    expect(JSON.stringify(guest.errors)).toContain('UNAUTHENTICATED');
    await subscriber.connected;
    expect(subscriber.errors).toEqual([]);
    expect(subscriber.completed).toBe(false);
  });
});
