// Session mutations against the real schema over a MockAgent api.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@canam/domain/forms/login';
import type { FakeApi } from '../testing/fakeApi.ts';
import { bearer, postGraphQL, startFakeStack } from '../testing/graphql.ts';
import type { RunningGateway } from '../server.ts';

let api: FakeApi;
let gateway: RunningGateway;

beforeAll(async () => ({ api, gateway } = await startFakeStack()));
afterAll(async () => {
  await gateway.close();
  await api.close();
});
beforeEach(() => api.reset());

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) {
  session { accessToken refreshToken expiresAt marketPlaceId }
  viewer { isLoggedIn roles homeRoute canSeePrices user { fullName } }
  userErrors { field message code }
} }`;

const REFRESH = `mutation($input: RefreshSessionInput!) { refreshSession(input: $input) {
  session { accessToken refreshToken expiresAt }
  viewer { roles companyStatus }
  userErrors { field message code }
} }`;

const LOGOUT = `mutation { logout(input: {}) { ok userErrors { field message code } } }`;

const login = (email: string, password: string) =>
  postGraphQL<{ login: Record<string, unknown> }>(gateway.url, LOGIN, {
    input: { email, password },
  });

describe('login', () => {
  it('checks the input before calling the api', async () => {
    const { data } = await login('not-an-email', '');
    expect(data!.login).toEqual({
      session: null,
      viewer: null,
      userErrors: [
        { field: 'email', message: LOGIN_MESSAGES.email, code: 'BAD_USER_INPUT' },
        { field: 'password', message: LOGIN_MESSAGES.password, code: 'BAD_USER_INPUT' },
      ],
    });
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['admin@canam.test', 'wrong', 'Authentication failed', 'AUTHENTICATION_FAILED'],
    ['inactive@canam.test', 'x', 'User Inactive', 'USER_INACTIVE'],
    ['rejected@canam.test', 'x', 'Company has been rejected', 'COMPANY_REJECTED'],
    ['pending@canam.test', 'x', 'Company not active yet', 'COMPANY_NOT_ACTIVE'],
    ['reworded@canam.test', 'x', 'This account is switched off', 'USER_INACTIVE'],
    ['hammered@canam.test', 'x', 'Too many attempts, please try again later.', 'RATE_LIMITED'],
  ])('turns the api refusal for %s into a userError', async (email, password, message, code) => {
    const { data, errors } = await login(email, password);
    expect(errors).toBeUndefined();
    expect(data!.login).toEqual({
      session: null,
      viewer: null,
      userErrors: [{ field: null, message, code }],
    });
  });

  it('opens a session and builds the viewer from the login answer alone', async () => {
    const before = Date.now();
    const { data } = await login('admin@canam.test', 'Demo1234!');
    const result = data!.login as {
      session: { accessToken: string; expiresAt: string; marketPlaceId: number };
      viewer: unknown;
      userErrors: unknown[];
    };
    expect(result.userErrors).toEqual([]);
    expect(result.session).toMatchObject({
      accessToken: 'admin-token',
      refreshToken: 'refresh-1',
      marketPlaceId: 1,
    });
    const expiresIn = Date.parse(result.session.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(890_000);
    expect(expiresIn).toBeLessThan(910_000);
    expect(result.viewer).toEqual({
      isLoggedIn: true,
      roles: ['ROLE_ADMIN'],
      homeRoute: '/admin/vehicles/list',
      canSeePrices: true,
      user: { fullName: 'First1 Last1' },
    });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/login']);
    expect(api.calls[0]!.body).toEqual({
      email: 'admin@canam.test',
      password: 'Demo1234!',
      marketPlace: 1,
    });
  });
});

describe('refreshSession', () => {
  it('trades a refresh token for a new session', async () => {
    const { data } = await postGraphQL<{ refreshSession: Record<string, unknown> }>(
      gateway.url,
      REFRESH,
      { input: { refreshToken: 'good-refresh' } },
    );
    expect(data!.refreshSession).toMatchObject({
      session: { accessToken: 'dealer-token', refreshToken: 'refresh-2' },
      viewer: { roles: ['ROLE_CLIENT'], companyStatus: 'ACCEPTED' },
      userErrors: [],
    });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/auth/checkToken']);
  });

  it('answers SESSION_EXPIRED when the api refuses the refresh token', async () => {
    const { data } = await postGraphQL<{ refreshSession: Record<string, unknown> }>(
      gateway.url,
      REFRESH,
      { input: { refreshToken: 'reused' } },
    );
    expect(data!.refreshSession).toEqual({
      session: null,
      viewer: null,
      userErrors: [{ field: null, message: 'Invalid refresh token', code: 'SESSION_EXPIRED' }],
    });
  });
});

describe('logout', () => {
  it('ends the session of the request bearer', async () => {
    const { data } = await postGraphQL(gateway.url, LOGOUT, {}, bearer('dealer-token'));
    expect(data!.logout).toEqual({ ok: true, userErrors: [] });
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/logout',
      headers: { authorization: 'Bearer dealer-token' },
    });
  });

  it('reports a refused logout as a userError', async () => {
    const { data } = await postGraphQL(gateway.url, LOGOUT, {}, bearer('expired'));
    expect(data!.logout).toEqual({
      ok: false,
      userErrors: [{ field: null, message: 'Unauthorized', code: 'UNAUTHENTICATED' }],
    });
  });

  it('does not call the api without a token', async () => {
    const { data } = await postGraphQL(gateway.url, LOGOUT);
    expect(data!.logout).toMatchObject({ ok: false });
    expect(api.calls).toHaveLength(0);
  });
});
