// The account queries over the fake api: links the api refuses are null / invalid (never an
// error), the address pick, the e-mail preference and the staff outbox as a connection.
import { describe, expect, it } from 'vitest';
import { cursorForPage } from '@canam/domain/cursors';
import { FAKE_ADDRESS, FAKE_OUTBOX } from '../testing/fakeAccountsApi.ts';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { toGlobalId } from '../relay/ids.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

async function query<T>(text: string, variables = {}, headers: Record<string, string> = {}) {
  const answer = await postGraphQL<T>(gateway.url, text, variables, headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

describe('links of account e-mails', () => {
  it('registration: the person of a valid link, null otherwise', async () => {
    const data = await query<Record<string, unknown>>(`{
      good: registration(token: "reg-good") { fullName email }
      used: registration(token: "used") { fullName }
      blank: registration(token: " ") { fullName }
    }`);
    expect(data).toEqual({
      good: { fullName: 'Dana Dealer', email: 'dana@canam.test' },
      used: null,
      blank: null,
    });
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/user?registrationToken=reg-good',
      '/api/user?registrationToken=used',
    ]);
  });

  it('passwordResetLink and invitationLink say whether a link still works', async () => {
    const data = await query<Record<string, unknown>>(`{
      reset: passwordResetLink(token: "reset-good") { valid }
      resetUsed: passwordResetLink(token: "used/../x") { valid }
      invitation: invitationLink(token: "invite-good") { valid }
      invitationUsed: invitationLink(token: "used") { valid }
    }`);
    expect(data).toEqual({
      reset: { valid: true },
      resetUsed: { valid: false },
      invitation: { valid: true },
      invitationUsed: { valid: false },
    });
    expect(api.calls.map((call) => call.path)).toContain('/api/setPassword/used%2F..%2Fx');
  });
});

describe('notificationPreference', () => {
  it("reads a link's preference, the viewer's own, and null otherwise", async () => {
    const byLink = await query<Record<string, unknown>>(`{
      good: notificationPreference(token: "pref-good") { acceptEmail }
      bad: notificationPreference(token: "nope") { acceptEmail }
      guest: notificationPreference { acceptEmail }
    }`);
    expect(byLink).toEqual({ good: { acceptEmail: true }, bad: null, guest: null });
    const own = await query(
      '{ notificationPreference { acceptEmail } }',
      {},
      bearer('dealer-token'),
    );
    expect(own).toEqual({ notificationPreference: { acceptEmail: true } });
  });
});

describe('addressSuggestions', () => {
  it('searches from two characters on', async () => {
    const data = await query<Record<string, unknown>>(`{
      zip: addressSuggestions(query: " 129 ") { label zip city state stateId }
      short: addressSuggestions(query: "1") { zip }
      none: addressSuggestions(query: "99") { zip }
    }`);
    // The state's id is an ID in the graph: its decimal text.
    expect(data).toEqual({
      zip: [{ ...FAKE_ADDRESS, stateId: String(FAKE_ADDRESS.stateId) }],
      short: [],
      none: [],
    });
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/address/search?query=129',
      '/api/address/search?query=99',
    ]);
  });
});

describe('sentEmails', () => {
  const SENT = `query($first: Int, $after: String) {
    sentEmails(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage }
      edges { cursor node { id to subject text links createdAt sentAt error } }
    }
  }`;

  it('pages through the outbox for super admins, newest first, with global ids', async () => {
    const data = await query<{
      sentEmails: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean };
        edges: { node: { id: string; subject: string; links: string[] } }[];
      };
    }>(SENT, { first: 10, after: cursorForPage(2, 10) }, bearer('superadmin-token'));
    expect(data.sentEmails.totalCount).toBe(FAKE_OUTBOX.length);
    expect(data.sentEmails.pageInfo.hasNextPage).toBe(true);
    expect(data.sentEmails.edges.map((edge) => edge.node.subject)).toEqual(
      FAKE_OUTBOX.slice(10, 20).map((message) => message.subject),
    );
    expect(data.sentEmails.edges[0]!.node.id).toBe(toGlobalId('SentEmail', FAKE_OUTBOX[10]!.id));
    expect(api.calls.at(-1)!.path).toBe('/api/email-outbox?resourcesPerPage=10&page=2');
  });

  it.each(['admin-token', 'agent-token', 'dealer-token'])(
    'is empty for %s, without asking for the outbox',
    async (token) => {
      const data = await query(SENT, {}, bearer(token));
      expect(data).toEqual({
        sentEmails: {
          totalCount: 0,
          pageInfo: { hasNextPage: false, hasPreviousPage: false },
          edges: [],
        },
      });
      expect(api.calls.map((call) => call.path)).toEqual(['/api/user/profile']);
    },
  );
});
