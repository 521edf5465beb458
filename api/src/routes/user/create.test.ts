// POST /api/user/validate-repeat-email, POST /api/user/create and GET /api/user?registrationToken=.
import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import { PASSWORD_RULES } from '@canam/domain/forms/password';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import {
  accountState,
  appWith,
  lastMailTo,
  signUpPayload,
  tokenOfLink,
} from '../../accounts/testing/accountsTesting.ts';
import { RATE_LIMITS } from '../../accounts/rateLimits.ts';
import { logIn } from '../../testing/session.ts';
import { errorBody } from '../../plugins/errorHandler.ts';
import { useTestApi } from '../../testing/useTestApi.ts';
import { PASSWORD_WITHOUT, exhaustRateLimit, expireLinks } from '../../testing/accountLimits.ts';

const { api } = useTestApi();

const post = (url: string, payload: object, ip = '10.0.0.1') =>
  api.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

describe('POST /api/user/validate-repeat-email', () => {
  it("answers 'valid email' for a free address and 400 'invalid email' for a taken one", async () => {
    const free = await post('/api/user/validate-repeat-email', { email: 'free@dealer.test' });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ message: 'valid email' });
    const taken = await post('/api/user/validate-repeat-email', { email: ' Client@CANAM.test ' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual(errorBody(400, 'EMAIL_TAKEN', 'invalid email'));
  });

  it('counts the address of the user being edited as free', async () => {
    const { user } = await logIn(api.app, 'client@canam.test');
    const own = await post('/api/user/validate-repeat-email', {
      email: 'client@canam.test',
      userId: String(user.id),
    });
    expect(own.json()).toEqual({ message: 'valid email' });
    const other = await post('/api/user/validate-repeat-email', {
      email: 'client@canam.test',
      userId: user.id + 1,
    });
    expect(other.json().message).toBe('invalid email');
  });

  it('refuses a malformed address with the form message', async () => {
    const bad = await post('/api/user/validate-repeat-email', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SIGN_UP_MESSAGES.email);
  });

  it('limits the checks of one address (429)', async () => {
    const ip = '10.0.9.9';
    const rule = RATE_LIMITS.emailCheckPerAddress;
    await exhaustRateLimit(api.database.db, rule, ip);
    const limited = await post('/api/user/validate-repeat-email', { email: 'x@dealer.test' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
  });
});

describe('POST /api/user/create', () => {
  it('creates a role-3 user without a company and e-mails the company registration link', async () => {
    const before = await accountState(api.database.db);
    const response = await post(
      '/api/user/create',
      signUpPayload('  Nina.Ortega@Hudson.TEST '),
      '10.0.1.1',
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'User created succesfully',
      user: {
        id: expect.any(Number),
        firstName: 'Nina',
        lastName: 'Ortega',
        email: 'nina.ortega@hudson.test',
      },
    });
    const after = await accountState(api.database.db);
    expect(after.app_user).toBe(before.app_user! + 1);
    expect(after.email_message).toBe(before.email_message! + 1);

    const user = await api.database.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: 'nina.ortega@hudson.test',
      status: 1,
      company_id: null,
      pre_register_company_id: null,
      extension: '12',
      mobile_number: '+15185550199',
      office_phone_number: '+15185550198',
      accept_email: true,
      accept_sms: true,
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const roles = await api.database.db
      .selectFrom('user_role')
      .select(['role_id', 'position'])
      .where('user_id', '=', user.id)
      .execute();
    expect(roles).toEqual([{ role_id: 3, position: 0 }]);

    const tokens = await api.database.db
      .selectFrom('user_token')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'registration')
      .execute();
    expect(tokens).toHaveLength(1);
    const lifetime = tokens[0]!.expires_at!.getTime() - tokens[0]!.created_at.getTime();
    expect(lifetime).toBe(7 * 86_400_000);

    const mail = await lastMailTo(api.database.db, 'nina.ortega@hudson.test');
    expect(mail.sent_at).not.toBeNull();
    expect(mail.error).toBeNull();
    expect(mail.html_body).toContain('<a href="http://localhost:8080/buyer/company-create/');
    const token = tokenOfLink(mail.text_body, '/buyer/company-create/');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only the hash is stored
    expect(tokens[0]!.token_hash).not.toBe(token);
    expect(mail.text_body).toContain('http://localhost:8080/disable/notifications/');

    const who = await api.app.inject({ url: `/api/user?registrationToken=${token}` });
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({
      id: user.id,
      firstName: 'Nina',
      lastName: 'Ortega',
      fullName: 'Nina Ortega',
      email: 'nina.ortega@hudson.test',
    });
  });

  it('logs in as ROLE_CLIENT without a company before the company is registered', async () => {
    await post('/api/user/create', signUpPayload('nocompany@dealer.test'), '10.0.1.2');
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nocompany@dealer.test', password: 'Secret#123' },
    });
    expect(login.statusCode).toBe(200);
    const { user } = login.json();
    expect(user.roles).toEqual([{ id: 3, name: 'ROLE_CLIENT' }]);
    expect(user.rolesId).toEqual([3]);
    expect(user.userDetails.company).toBeNull();
  });

  it("answers 400 'invalid email' for a taken address and changes nothing", async () => {
    const before = await accountState(api.database.db);
    const response = await post('/api/user/create', signUpPayload('BUYER@canam.test'), '10.0.1.3');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('invalid email');
    expect(await accountState(api.database.db)).toEqual(before);
  });

  it('only creates role id 3 for a guest', async () => {
    const before = await accountState(api.database.db);
    for (const rolesId of [[1], [2], [4], [3, 5]]) {
      const response = await post(
        '/api/user/create',
        signUpPayload('sneaky@dealer.test', { rolesId }),
        '10.0.1.4',
      );
      expect(response.statusCode).toBe(403);
    }
    const without = await post(
      '/api/user/create',
      signUpPayload('norole@dealer.test', { rolesId: undefined }),
      '10.0.1.4',
    );
    expect(without.statusCode).toBe(200);
    expect((await accountState(api.database.db)).app_user).toBe(before.app_user! + 1);
  });

  const details = signUpPayload('x@y.test').userDetails;
  it.each<[string, Record<string, unknown>, string]>([
    ['no e-mail', { email: undefined }, SIGN_UP_MESSAGES.email],
    ['a malformed e-mail', { email: 'not-an-email' }, SIGN_UP_MESSAGES.email],
    ['a too long e-mail', { email: `${'a'.repeat(250)}@x.test` }, SIGN_UP_MESSAGES.email],
    ['a one-letter first name', { firstName: 'N' }, SIGN_UP_MESSAGES.name],
    ['no last name', { lastName: '  ' }, SIGN_UP_MESSAGES.name],
    ['a too long name', { lastName: 'x'.repeat(101) }, SIGN_UP_MESSAGES.nameTooLong],
    [
      'a short office phone',
      { userDetails: { ...details, officePhoneNumber: '555-0198' } },
      SIGN_UP_MESSAGES.phone,
    ],
    [
      'a letter in the extension',
      { userDetails: { ...details, extension: '12a' } },
      SIGN_UP_MESSAGES.extension,
    ],
    [
      'a seven-digit extension',
      { userDetails: { ...details, extension: '1234567' } },
      SIGN_UP_MESSAGES.extension,
    ],
    [
      'no notification channel',
      { userDetails: { ...details, acceptEmail: false, acceptSms: false } },
      SIGN_UP_MESSAGES.channel,
    ],
    [
      'SMS without a mobile number',
      { userDetails: { ...details, mobileNumber: '', acceptEmail: false } },
      SIGN_UP_MESSAGES.smsNeedsMobile,
    ],
    ['no password', { password: '' }, 'This is a required field.'],
    ...PASSWORD_RULES.map(
      (rule) =>
        [
          `a password without rule ${rule.id}`,
          { password: PASSWORD_WITHOUT[rule.id] },
          rule.message,
        ] as [string, Record<string, unknown>, string],
    ),
  ])('refuses %s with its message and changes nothing', async (_case, overrides, message) => {
    const before = await accountState(api.database.db);
    const response = await post(
      '/api/user/create',
      signUpPayload('valid@dealer.test', overrides),
      '10.0.1.5',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...errorBody(400, 'INVALID_INPUT', message),
      field: expect.any(String),
    });
    expect(await accountState(api.database.db)).toEqual(before);
  });

  it('limits sign-ups from one address (429) and changes nothing then', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < RATE_LIMITS.signUpPerAddress.limit; i++) {
      const response = await post('/api/user/create', signUpPayload(`burst${i}@dealer.test`), ip);
      expect(response.statusCode).toBe(200);
    }
    const before = await accountState(api.database.db);
    const limited = await post('/api/user/create', signUpPayload('burst-last@dealer.test'), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(
      errorBody(429, 'RATE_LIMITED', 'Too many attempts, please try again later.'),
    );
    expect(await accountState(api.database.db)).toEqual(before);
    // another address is not limited
    const other = await post(
      '/api/user/create',
      signUpPayload('burst-other@dealer.test'),
      '10.0.2.2',
    );
    expect(other.statusCode).toBe(200);
  });

  it('limits sign-ups for one e-mail address', async () => {
    const app = await appWith(api, {
      accounts: {
        rateLimits: { signUpPerEmail: { action: 'sign-up:email', limit: 1, windowMs: 60_000 } },
      },
    });
    try {
      const payload = signUpPayload('twice@dealer.test');
      const first = await app.inject({ method: 'POST', url: '/api/user/create', payload });
      expect(first.statusCode).toBe(200);
      const again = await app.inject({
        method: 'POST',
        url: '/api/user/create',
        payload,
        remoteAddress: '10.0.2.3',
      });
      expect(again.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/user?registrationToken=', () => {
  it('answers the expired-link text for an unknown, used or expired token', async () => {
    for (const token of ['made-up-token-made-up-token-made-up-token-x', 'short', '%20', '']) {
      const response = await api.app.inject({ url: `/api/user?registrationToken=${token}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'This link has expired, please contact us to request a new one by email.',
      );
    }
    await post('/api/user/create', signUpPayload('expiring@dealer.test'), '10.0.3.1');
    const mail = await lastMailTo(api.database.db, 'expiring@dealer.test');
    const token = tokenOfLink(mail.text_body, '/buyer/company-create/');
    expect((await api.app.inject({ url: `/api/user?registrationToken=${token}` })).statusCode).toBe(
      200,
    );
    await expireLinks(api.database.db, 'registration', {
      email: 'expiring@dealer.test',
      agoMs: 1000,
    });
    const expired = await api.app.inject({ url: `/api/user?registrationToken=${token}` });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
  });

  it('needs the token', async () => {
    const response = await api.app.inject({ url: '/api/user' });
    expect(response.statusCode).toBe(400);
  });
});
