// POST /api/login, /api/auth/checkToken, /api/auth/logout and GET /api/user/profile.
import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@canam/domain/roles';
import { demoAccounts, DEMO_PASSWORD } from '../../seed/demoAccounts.ts';
import { bearer, logIn } from '../../testing/session.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api } = useTestApi();

const LOGIN_MESSAGE_BY_CODE = {
  AUTHENTICATION_FAILED: 'Authentication failed',
  USER_INACTIVE: 'User Inactive',
  COMPANY_NOT_ACTIVE: 'Company not active yet',
  COMPANY_REJECTED: 'Company has been rejected',
} as const;

const login = (payload: object) => api.app.inject({ method: 'POST', url: '/api/login', payload });
const sessionCount = async () =>
  Number(
    (
      await api.database.db
        .selectFrom('auth_session')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/login', () => {
  it.each(demoAccounts.filter((a) => a.canLogIn).map((a) => [a.email, a] as const))(
    'logs in %s with the specification shape',
    async (_email, account) => {
      const response = await login({
        email: account.email,
        password: DEMO_PASSWORD,
        marketPlace: 1,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.auth.accessToken).toEqual(expect.any(String));
      expect(body.auth.refreshToken).toEqual(expect.any(String));
      expect(body.marketPlace).toEqual({ id: 1 });
      expect(body.user.email).toBe(account.email);
      expect(body.user.roles[0]).toEqual({ id: ROLE_IDS[account.role], name: account.role });
      expect(body.user.rolesId[0]).toBe(ROLE_IDS[account.role]);
      expect(body.user).not.toHaveProperty('password');
      expect(body.user).not.toHaveProperty('passwordHash');
    },
  );

  it('gives a dealer of an accepted company its company status', async () => {
    const body = await logIn(api.app, 'buyer@canam.test');
    expect(body.user.userDetails.company?.status).toBe(1);
    const pending = await logIn(api.app, 'pending.buyer@canam.test');
    expect(pending.user.userDetails.company?.status).toBe(2);
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    const response = await login({ email: '  Admin@CANAM.test ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', 'admin@canam.test', 'Wrong-password1!', 'AUTHENTICATION_FAILED'],
    ['an unknown e-mail', 'nobody@canam.test', DEMO_PASSWORD, 'AUTHENTICATION_FAILED'],
    ['an inactive user', 'inactive@canam.test', DEMO_PASSWORD, 'USER_INACTIVE'],
    ['a company in review', 'inreview@canam.test', DEMO_PASSWORD, 'COMPANY_NOT_ACTIVE'],
    ['a rejected company', 'rejected@canam.test', DEMO_PASSWORD, 'COMPANY_REJECTED'],
  ] as const)(
    'refuses %s with 400, its code and the specification message',
    async (_case, email, password, code) => {
      const before = await sessionCount();
      const response = await login({ email, password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code,
        message: LOGIN_MESSAGE_BY_CODE[code],
      });
      expect(await sessionCount()).toBe(before);
    },
  );

  it('refuses malformed input with a clear message and changes nothing', async () => {
    const before = await sessionCount();
    const bad = await login({ email: 'not-an-email', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'email',
      message: 'This is a required field and must be a valid email.',
    });
    const empty = await login({ email: 'admin@canam.test', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('This is a required field.');
    const notJson = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await sessionCount()).toBe(before);
  });
});

describe('sessions', () => {
  it('answers the profile of the bearer token and refuses a bad token with 401', async () => {
    const { auth } = await logIn(api.app, 'client@canam.test');
    const profile = await api.app.inject({
      url: '/api/user/profile',
      headers: bearer(auth.accessToken),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe('client@canam.test');
    const bad = await api.app.inject({ url: '/api/user/profile', headers: bearer('nope') });
    expect(bad.statusCode).toBe(401);
    const none = await api.app.inject({ url: '/api/user/profile' });
    expect(none.statusCode).toBe(401);
  });

  it('rotates the refresh token; reusing an old one revokes the session', async () => {
    const { auth } = await logIn(api.app, 'buyer@canam.test');
    const check = (refreshToken: string) =>
      api.app.inject({ method: 'POST', url: '/api/auth/checkToken', payload: { refreshToken } });
    const first = await check(auth.refreshToken);
    expect(first.statusCode).toBe(200);
    const { token, user } = first.json();
    expect(user.email).toBe('buyer@canam.test');
    expect(token.refreshToken).not.toBe(auth.refreshToken);
    const ok = await api.app.inject({
      url: '/api/user/profile',
      headers: bearer(token.accessToken),
    });
    expect(ok.statusCode).toBe(200);

    const replay = await check(auth.refreshToken);
    expect(replay.statusCode).toBe(401);
    // the whole session is gone: the new tokens stop working too
    expect((await check(token.refreshToken)).statusCode).toBe(401);
    const revoked = await api.app.inject({
      url: '/api/user/profile',
      headers: bearer(token.accessToken),
    });
    expect(revoked.statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/checkToken',
      payload: { refreshToken: 'made-up' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('logs out: the access and refresh tokens stop working', async () => {
    const { auth } = await logIn(api.app, 'agent@canam.test');
    const out = await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(auth.accessToken),
      payload: { refreshToken: auth.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const after = await api.app.inject({
      url: '/api/user/profile',
      headers: bearer(auth.accessToken),
    });
    expect(after.statusCode).toBe(401);
    const refresh = await api.app.inject({
      method: 'POST',
      url: '/api/auth/checkToken',
      payload: { refreshToken: auth.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses logout without a session', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });

  it('ends the session of a user made inactive', async () => {
    const { auth } = await logIn(api.app, 'client@canam.test');
    await api.database.db
      .updateTable('app_user')
      .set({ status: 0 })
      .where('email', '=', 'client@canam.test')
      .execute();
    try {
      const response = await api.app.inject({
        url: '/api/user/profile',
        headers: bearer(auth.accessToken),
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await api.database.db
        .updateTable('app_user')
        .set({ status: 1 })
        .where('email', '=', 'client@canam.test')
        .execute();
    }
  });
});
