// The account mutations over the fake api: the shared schemas checked before any call, the
// duplicate-email check before creating, and the api's refusals as userErrors with codes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '@canam/domain/forms/company';
import { PASSWORD_RULES } from '@canam/domain/forms/password';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import type { FakeApi } from '../testing/fakeApi.ts';
import { bearer, postGraphQL, startFakeStack } from '../testing/graphql.ts';
import type { RunningGateway } from '../server.ts';
import { toGlobalId } from '../relay/ids.ts';

let api: FakeApi;
let gateway: RunningGateway;

beforeAll(async () => ({ api, gateway } = await startFakeStack()));
afterAll(async () => {
  await gateway.close();
  await api.close();
});
beforeEach(() => api.reset());

interface UserError {
  field: string | null;
  message: string;
  code: string;
}
type Payload = { ok: boolean; userErrors: UserError[] };

async function mutate<T = Payload>(
  field: string,
  input: Record<string, unknown>,
  selection = 'ok userErrors { field message code }',
  headers: Record<string, string> = {},
) {
  const type = `${field[0]!.toUpperCase()}${field.slice(1)}Input`;
  const answer = await postGraphQL<Record<string, T>>(
    gateway.url,
    `mutation($input: ${type}!) { ${field}(input: $input) { ${selection} } }`,
    { input },
    headers,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data![field]!;
}

const paths = () => api.calls.map((call) => `${call.method} ${call.path}`);
const SIGN_UP = {
  email: ' Dana@Example.com ',
  firstName: 'Dana',
  lastName: 'Dealer',
  officePhoneNumber: '(716) 555-0142',
  extension: '12',
  mobileNumber: '',
  password: 'Demo1234!',
  acceptEmail: true,
  acceptSms: false,
};

describe('signUp', () => {
  it('checks the e-mail is free, then creates the account with role 3', async () => {
    expect(await mutate('signUp', SIGN_UP)).toEqual({ ok: true, userErrors: [] });
    expect(paths()).toEqual(['POST /api/user/validate-repeat-email', 'POST /api/user/create']);
    expect(api.calls[0]!.body).toEqual({ email: 'dana@example.com' });
    expect(api.calls[1]!.body).toEqual({
      firstName: 'Dana',
      lastName: 'Dealer',
      email: 'dana@example.com',
      rolesId: [3],
      userDetails: {
        officePhoneNumber: '(716) 555-0142',
        extension: '12',
        mobileNumber: '',
        acceptEmail: true,
        acceptSms: false,
      },
      password: 'Demo1234!',
    });
  });

  it("stops at a taken e-mail: EMAIL_TAKEN 'This email has already been taken'", async () => {
    expect(await mutate('signUp', { ...SIGN_UP, email: 'taken@canam.test' })).toEqual({
      ok: false,
      userErrors: [{ field: 'email', message: SIGN_UP_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' }],
    });
    expect(paths()).toEqual(['POST /api/user/validate-repeat-email']);
  });

  it('reports every invalid field with the form messages, without calling the api', async () => {
    const { userErrors } = await mutate('signUp', {
      ...SIGN_UP,
      email: 'nope',
      firstName: 'D',
      officePhoneNumber: '555',
      extension: 'ab',
      password: 'short',
      acceptEmail: false,
    });
    expect(userErrors).toEqual([
      { field: 'firstName', message: SIGN_UP_MESSAGES.name, code: 'BAD_USER_INPUT' },
      { field: 'email', message: SIGN_UP_MESSAGES.email, code: 'BAD_USER_INPUT' },
      { field: 'officePhoneNumber', message: SIGN_UP_MESSAGES.phone, code: 'BAD_USER_INPUT' },
      { field: 'extension', message: SIGN_UP_MESSAGES.extension, code: 'BAD_USER_INPUT' },
      { field: 'acceptEmail', message: SIGN_UP_MESSAGES.channel, code: 'BAD_USER_INPUT' },
      { field: 'password', message: PASSWORD_RULES[0]!.message, code: 'BAD_USER_INPUT' },
    ]);
    expect(api.calls).toHaveLength(0);
  });

  it('passes a rate limit on as a userError', async () => {
    const { userErrors } = await mutate('signUp', { ...SIGN_UP, email: 'busy@canam.test' });
    expect(userErrors).toEqual([
      { field: null, message: ACCOUNT_MESSAGES.tooManyAttempts, code: 'RATE_LIMITED' },
    ]);
  });
});

describe('registerCompany', () => {
  const SELECTION = 'company { id status commercialName } userErrors { field message code }';
  const COMPANY = {
    registrationToken: 'reg-good',
    commercialName: ' Great Lakes Auto ',
    zip: '12901',
    stateId: 33,
    city: 'Plattsburgh',
    corporationType: 'NEQ',
    corporationNumber: '1234',
    billingContactEmail: 'Billing@Example.com',
  };

  it('registers the company of the link; it is pending', async () => {
    const payload = await mutate('registerCompany', COMPANY, SELECTION);
    expect(payload).toEqual({
      company: {
        id: toGlobalId('Company', 90),
        status: 'PENDING',
        commercialName: 'Great Lakes Auto',
      },
      userErrors: [],
    });
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/createPreRegisterCompany',
      body: {
        registrationToken: 'reg-good',
        commercialName: 'Great Lakes Auto',
        billingContactEmail: 'billing@example.com',
        corporationType: 'NEQ',
        stateId: 33,
        street: '',
      },
    });
  });

  it('answers LINK_EXPIRED for a used or unknown link', async () => {
    const payload = await mutate(
      'registerCompany',
      { ...COMPANY, registrationToken: 'x' },
      SELECTION,
    );
    expect(payload).toEqual({
      company: null,
      userErrors: [{ field: null, message: ACCOUNT_MESSAGES.linkExpired, code: 'LINK_EXPIRED' }],
    });
  });

  it('checks the form first', async () => {
    const payload = await mutate(
      'registerCompany',
      { ...COMPANY, commercialName: ' ', zip: '12345678901', billingContactEmail: 'x' },
      SELECTION,
    );
    expect(payload).toEqual({
      company: null,
      userErrors: [
        { field: 'commercialName', message: COMPANY_MESSAGES.required, code: 'BAD_USER_INPUT' },
        { field: 'zip', message: COMPANY_MESSAGES.limit, code: 'BAD_USER_INPUT' },
        { field: 'billingContactEmail', message: COMPANY_MESSAGES.email, code: 'BAD_USER_INPUT' },
      ],
    });
    expect(api.calls).toHaveLength(0);
  });

  it('needs NEQ or Business number for a corporation number', async () => {
    const payload = await mutate(
      'registerCompany',
      { ...COMPANY, corporationType: null, corporationNumber: '1234' },
      SELECTION,
    );
    expect(payload).toEqual({
      company: null,
      userErrors: [
        {
          field: 'corporationType',
          message: COMPANY_MESSAGES.corporationType,
          code: 'BAD_USER_INPUT',
        },
      ],
    });
  });
});

describe('requestPasswordReset', () => {
  it('e-mails the link', async () => {
    expect(await mutate('requestPasswordReset', { email: 'Dana@canam.test' })).toEqual({
      ok: true,
      userErrors: [],
    });
    expect(api.calls[0]).toMatchObject({
      path: '/api/forgotPassword',
      body: { email: 'dana@canam.test' },
    });
  });

  it.each([
    ['unknown@canam.test', 'email', ACCOUNT_MESSAGES.emailNotFound, 'EMAIL_NOT_FOUND'],
    ['nomail@canam.test', null, ACCOUNT_MESSAGES.emailNotSent, 'EMAIL_NOT_SENT'],
    ['nope', 'email', SIGN_UP_MESSAGES.email, 'BAD_USER_INPUT'],
  ])('%s → %s', async (email, field, message, code) => {
    const { ok, userErrors } = await mutate('requestPasswordReset', { email });
    expect(ok).toBe(false);
    expect(userErrors).toEqual([{ field, message, code }]);
  });
});

describe('resetPassword and completeInvitation', () => {
  it('sets the password of a reset link', async () => {
    expect(await mutate('resetPassword', { token: 'reset-good', password: 'Newpass1!' })).toEqual({
      ok: true,
      userErrors: [],
    });
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/setPassword/reset-good',
      body: { password: 'Newpass1!' },
    });
  });

  it('answers LINK_EXPIRED for a used link, and checks the rules first', async () => {
    expect(await mutate('resetPassword', { token: 'used', password: 'Newpass1!' })).toEqual({
      ok: false,
      userErrors: [{ field: null, message: ACCOUNT_MESSAGES.linkExpired, code: 'LINK_EXPIRED' }],
    });
    api.reset();
    expect(await mutate('resetPassword', { token: 'reset-good', password: 'newpass1!' })).toEqual({
      ok: false,
      userErrors: [
        { field: 'password', message: PASSWORD_RULES[1]!.message, code: 'BAD_USER_INPUT' },
      ],
    });
    expect(api.calls).toHaveLength(0);
  });

  it("puts the api's password message on the password field", async () => {
    expect(await mutate('resetPassword', { token: 'reset-good', password: 'Refused1!' })).toEqual({
      ok: false,
      userErrors: [
        { field: 'password', message: PASSWORD_RULES[0]!.message, code: 'BAD_USER_INPUT' },
      ],
    });
  });

  it('completes an invitation', async () => {
    expect(
      await mutate('completeInvitation', { token: 'invite-good', password: 'Invited1!' }),
    ).toEqual({
      ok: true,
      userErrors: [],
    });
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/user/completeRegistration',
      body: { registrationToken: 'invite-good', password: 'Invited1!' },
    });
    const expired = await mutate('completeInvitation', { token: 'x', password: 'Invited1!' });
    expect(expired.userErrors[0]!.code).toBe('LINK_EXPIRED');
  });
});

describe('setEmailNotifications', () => {
  const SELECTION = 'preference { acceptEmail } userErrors { field message code }';

  it('sets the preference of a link without login', async () => {
    const payload = await mutate(
      'setEmailNotifications',
      { token: 'pref-good', acceptEmail: false },
      SELECTION,
    );
    expect(payload).toEqual({ preference: { acceptEmail: false }, userErrors: [] });
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/user/disable-notifications',
      body: { token: 'pref-good', acceptEmail: false },
    });
  });

  it("sets the logged-in viewer's own preference", async () => {
    const payload = await mutate(
      'setEmailNotifications',
      { acceptEmail: false },
      SELECTION,
      bearer('dealer-token'),
    );
    expect(payload).toEqual({ preference: { acceptEmail: false }, userErrors: [] });
    expect(api.calls.at(-1)!.body).toEqual({ id: 3, acceptEmail: false });
  });

  it('answers LINK_EXPIRED for an unknown link, and UNAUTHENTICATED for a guest', async () => {
    const payload = await mutate(
      'setEmailNotifications',
      { token: 'x', acceptEmail: true },
      SELECTION,
    );
    expect(payload.userErrors[0]!.code).toBe('LINK_EXPIRED');
    const guest = await postGraphQL(
      gateway.url,
      'mutation { setEmailNotifications(input: { acceptEmail: true }) { preference { acceptEmail } } }',
    );
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
