// Accounts over the real api (seeded, stored-outbox e-mail) and the gateway: sign up, read the
// confirmation link in the outbox as a super admin, register the company (pending), reset a password
// with a single-use link, and switch the e-mail preference of a link.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { startApi, type RunningApi } from '@canam/api/server';
import { bearer, postGraphQL } from './testing/graphql.ts';
import { startGateway, type RunningGateway } from './server.ts';
import { testDocuments } from './testing/testDocuments.ts';

const EMAIL = 'dana.integration@greatlakes-auto.test';
const PASSWORD = 'Dealer2024!';

let dataDir: string;
let api: RunningApi;
let gateway: RunningGateway;
let superAdminToken: string;

async function gql<T>(query: string, variables = {}, headers: Record<string, string> = {}) {
  const answer = await postGraphQL<T>(gateway.url, query, variables, headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

async function login(email: string, password: string) {
  const data = await gql<{
    login: { session: { accessToken: string } | null; userErrors: { message: string }[] };
  }>(
    `mutation($input: LoginInput!) { login(input: $input) {
      session { accessToken } userErrors { message } } }`,
    { input: { email, password } },
  );
  return data.login;
}

/** The token at the end of the newest outbox link to EMAIL whose path starts with `prefix`. */
async function tokenFromOutbox(prefix: string): Promise<string> {
  const data = await gql<{ sentEmails: { edges: { node: { to: string; links: string[] } }[] } }>(
    '{ sentEmails(first: 20) { edges { node { to links } } } }',
    {},
    bearer(superAdminToken),
  );
  for (const { node } of data.sentEmails.edges) {
    const link = node.links.find((href) => new URL(href).pathname.startsWith(prefix));
    if (node.to === EMAIL && link) return new URL(link).pathname.slice(prefix.length);
  }
  throw new Error(`no ${prefix} link to ${EMAIL} in the outbox`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-gateway-accounts-'));
  api = await startApi({ port: 0, dataDir, databaseUrl: '', seed: true, smtpUrl: '' });
  gateway = await startGateway({ port: 0, apiUrl: api.url, trustedDocuments: testDocuments });
  superAdminToken = (await login('superadmin@canam.test', 'Demo1234!')).session!.accessToken;
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('accounts over the real api', () => {
  it('signs up, registers a pending company from the e-mailed link', async () => {
    const signUp = `mutation($input: SignUpInput!) { signUp(input: $input) {
      ok userErrors { field message code } } }`;
    const input = {
      email: EMAIL.toUpperCase(),
      firstName: 'Dana',
      lastName: 'Whitfield',
      officePhoneNumber: '(716) 555-0142',
      password: PASSWORD,
      acceptEmail: true,
      acceptSms: false,
    };
    expect((await gql<{ signUp: unknown }>(signUp, { input })).signUp).toEqual({
      ok: true,
      userErrors: [],
    });
    expect((await gql<{ signUp: unknown }>(signUp, { input })).signUp).toEqual({
      ok: false,
      userErrors: [
        { field: 'email', message: 'This email has already been taken', code: 'EMAIL_TAKEN' },
      ],
    });

    const token = await tokenFromOutbox('/buyer/company-create/');
    const registration = await gql<{ registration: unknown }>(
      'query($token: String!) { registration(token: $token) { fullName email } }',
      { token },
    );
    expect(registration.registration).toEqual({ fullName: 'Dana Whitfield', email: EMAIL });

    const [address] = (
      await gql<{ addressSuggestions: { zip: string; city: string; stateId: number }[] }>(
        '{ addressSuggestions(query: "12901") { zip city state stateId } }',
      )
    ).addressSuggestions;
    expect(address).toMatchObject({ zip: '12901', city: 'Plattsburgh', state: 'NY' });

    const register = `mutation($input: RegisterCompanyInput!) { registerCompany(input: $input) {
      company { id status commercialName } userErrors { field message code } } }`;
    const company = { commercialName: 'Great Lakes Auto', zip: address!.zip, city: address!.city };
    const first = await gql<{ registerCompany: { company: { status: string } | null } }>(register, {
      input: { ...company, stateId: address!.stateId, registrationToken: token },
    });
    expect(first.registerCompany.company?.status).toBe('PENDING');
    const again = await gql<{ registerCompany: unknown }>(register, {
      input: { ...company, registrationToken: token },
    });
    expect(again.registerCompany).toEqual({
      company: null,
      userErrors: [{ field: null, message: ACCOUNT_MESSAGES.linkExpired, code: 'LINK_EXPIRED' }],
    });

    expect((await login(EMAIL, PASSWORD)).userErrors).toEqual([
      { message: 'Company not active yet' },
    ]);
  });

  it('resets the password with a single-use link', async () => {
    const request = await gql<{ requestPasswordReset: unknown }>(
      `mutation { requestPasswordReset(input: { email: "${EMAIL}" }) {
        ok userErrors { code } } }`,
    );
    expect(request.requestPasswordReset).toEqual({ ok: true, userErrors: [] });
    const token = await tokenFromOutbox('/auth/password/');
    const valid = 'query($token: String!) { passwordResetLink(token: $token) { valid } }';
    expect(await gql(valid, { token })).toEqual({ passwordResetLink: { valid: true } });

    const reset = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) {
      ok userErrors { field message code } } }`;
    const input = { token, password: 'Changed2025#' };
    expect(await gql(reset, { input })).toEqual({ resetPassword: { ok: true, userErrors: [] } });
    expect(await gql(valid, { token })).toEqual({ passwordResetLink: { valid: false } });
    expect(await gql(reset, { input })).toEqual({
      resetPassword: {
        ok: false,
        userErrors: [{ field: null, message: ACCOUNT_MESSAGES.linkExpired, code: 'LINK_EXPIRED' }],
      },
    });
    const unknown = await gql<{ requestPasswordReset: unknown }>(
      'mutation { requestPasswordReset(input: { email: "nobody@nowhere.test" }) { ok userErrors { code } } }',
    );
    expect(unknown.requestPasswordReset).toEqual({
      ok: false,
      userErrors: [{ code: 'EMAIL_NOT_FOUND' }],
    });
  });

  it('switches the e-mail preference of a link every e-mail carries', async () => {
    const token = await tokenFromOutbox('/disable/notifications/');
    const read = 'query($token: String) { notificationPreference(token: $token) { acceptEmail } }';
    expect(await gql(read, { token })).toEqual({ notificationPreference: { acceptEmail: true } });
    const set = await gql<{ setEmailNotifications: unknown }>(
      `mutation($input: SetEmailNotificationsInput!) { setEmailNotifications(input: $input) {
        preference { acceptEmail } userErrors { code } } }`,
      { input: { token, acceptEmail: false } },
    );
    expect(set.setEmailNotifications).toEqual({
      preference: { acceptEmail: false },
      userErrors: [],
    });
    expect(await gql(read, { token })).toEqual({ notificationPreference: { acceptEmail: false } });
    expect(await gql(read, { token: 'not-a-token' })).toEqual({ notificationPreference: null });
  });
});
