// PUT /api/user/status: deactivating a user ends its sessions at once (its access token is a 401,
// its refresh token no longer works, it cannot log in) in one transaction with the account.changed
// event; activating lets it log in again; the same status twice changes nothing; nobody changes
// its own status; a client reaches its own company's users only, an agent manager agents only.
import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_MESSAGES } from '@canam/domain/errors';
import { USER_MESSAGES } from '@canam/domain/rest/users';
import { errorBody } from '../../plugins/errorHandler.ts';
import { requestAs, userRow } from '../../testing/people.ts';
import { bearer, logIn } from '../../testing/session.ts';
import { DEMO_PASSWORD } from '../../seed/demoAccounts.ts';
import { EVERY_ROLE_USERS, useTestApi } from '../../testing/useTestApi.ts';

const { api, token, id } = useTestApi(EVERY_ROLE_USERS);

const db = () => api.database.db;
const setStatus = (who: string | null, userId: number, status: number) =>
  requestAs(api.app, who === null ? null : (token[who] ?? who), 'PUT', '/api/user/status', {
    id: userId,
    status,
  });
const login = (email: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_PASSWORD },
  });
const userStatusEvents = () =>
  db()
    .selectFrom('event')
    .select(['type', 'payload'])
    .where('type', '=', 'account.changed')
    .orderBy('id')
    .execute();
const openSessions = async (userId: number) =>
  db()
    .selectFrom('auth_session')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();

describe('a client deactivates and activates a user of its company', () => {
  it('ends every session of the deactivated user at once, and lets it back in when activated', async () => {
    const rachel = await logIn(api.app, 'rachel.kim@empirestatemotors.test');
    const second = await logIn(api.app, 'rachel.kim@empirestatemotors.test');
    const rachelId = rachel.user.id;
    const asRachel = () =>
      api.app.inject({ url: '/api/user/profile', headers: bearer(rachel.auth.accessToken) });
    expect((await asRachel()).statusCode).toBe(200);
    const eventsBefore = (await userStatusEvents()).length;

    const response = await setStatus('client', rachelId, 0);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Updated successfully',
      user: { id: rachelId, status: 0 },
    });

    // its access token is refused at once, and its refresh tokens no longer work
    expect((await asRachel()).statusCode).toBe(401);
    for (const session of [rachel, second]) {
      const refresh = await api.app.inject({
        method: 'POST',
        url: '/api/auth/checkToken',
        payload: { refreshToken: session.auth.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
    }
    const sessions = await db()
      .selectFrom('auth_session')
      .select(['revoked_at', 'revoked_reason'])
      .where('user_id', '=', rachelId)
      .execute();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((s) => s.revoked_at !== null && s.revoked_reason === 'deactivated')).toBe(
      true,
    );
    const refused = await login('rachel.kim@empirestatemotors.test');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'USER_INACTIVE',
      message: LOGIN_ERROR_MESSAGES.userInactive,
    });

    const events = await userStatusEvents();
    expect(events).toHaveLength(eventsBefore + 1);
    const empire = (await userRow(db(), 'client@canam.test')).company_id;
    expect(events.at(-1)!.payload).toEqual({
      userIds: [rachelId],
      companyId: empire,
      reason: 'userStatus',
    });

    // the same status again changes nothing
    const again = await setStatus('client', rachelId, 0);
    expect(again.statusCode).toBe(200);
    expect(await userStatusEvents()).toHaveLength(eventsBefore + 1);

    const activated = await setStatus('client', rachelId, 1);
    expect(activated.json()).toMatchObject({
      message: 'Updated successfully',
      user: { status: 1 },
    });
    expect(await userStatusEvents()).toHaveLength(eventsBefore + 2);
    expect((await login('rachel.kim@empirestatemotors.test')).statusCode).toBe(200);
    // the old sessions stay ended
    expect((await asRachel()).statusCode).toBe(401);
  });

  it('activates a user again twice without a second event', async () => {
    const before = (await userStatusEvents()).length;
    const response = await setStatus('client', id.buyer!, 1);
    expect(response.statusCode).toBe(200);
    expect(await userStatusEvents()).toHaveLength(before);
    expect((await openSessions(id.buyer!)).length).toBeGreaterThan(0);
  });

  it.each([
    ["another company's buyer", 'dana.whitfield@greatlakesauto.test'],
    ["another company's client", 'marcus.reyes@greatlakesauto.test'],
    ["another company's inactive buyer", 'inactive@canam.test'],
    ['an agent', 'agent@canam.test'],
  ])('refuses %s (403 NOT_YOUR_USER); nothing changes', async (_case, email) => {
    const target = await userRow(db(), email);
    await logIn(api.app, email).catch(() => null);
    const sessions = await openSessions(target.id);
    const events = (await userStatusEvents()).length;
    for (const status of [0, 1]) {
      const response = await setStatus('client', target.id, status);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody(403, 'NOT_YOUR_USER', USER_MESSAGES.notYours));
    }
    expect(await userRow(db(), email)).toEqual(target);
    expect(await openSessions(target.id)).toEqual(sessions);
    expect(await userStatusEvents()).toHaveLength(events);
  });

  it('refuses to change its own status (400 NOT_SELF)', async () => {
    for (const status of [0, 1]) {
      const response = await setStatus('client', id.client!, status);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorBody(400, 'NOT_SELF', USER_MESSAGES.notSelf));
    }
    expect((await userRow(db(), 'client@canam.test')).status).toBe(1);
  });
});

describe('an agent manager deactivates and activates agents', () => {
  it('deactivates an agent, which can then no longer log in, and activates it again', async () => {
    const agent3 = await logIn(api.app, 'agent3@canam.test');
    const off = await setStatus('admin', agent3.user.id, 0);
    expect(off.statusCode).toBe(200);
    expect(off.json().user).toMatchObject({ status: 0, rolesId: [4] });
    const event = (await userStatusEvents()).at(-1)!;
    expect(event.payload).toEqual({
      userIds: [agent3.user.id],
      companyId: null,
      reason: 'userStatus',
    });
    const profile = await api.app.inject({
      url: '/api/user/profile',
      headers: bearer(agent3.auth.accessToken),
    });
    expect(profile.statusCode).toBe(401);
    expect((await login('agent3@canam.test')).json().code).toBe('USER_INACTIVE');
    expect((await setStatus('superadmin', agent3.user.id, 1)).statusCode).toBe(200);
    expect((await login('agent3@canam.test')).statusCode).toBe(200);
  });

  it.each(['client@canam.test', 'reviewer@canam.test', 'superadmin@canam.test'])(
    'refuses %s, who is not an agent',
    async (email) => {
      const target = await userRow(db(), email);
      const response = await setStatus('admin', target.id, 0);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody(403, 'NOT_YOUR_USER', USER_MESSAGES.notAnAgent));
      expect((await userRow(db(), email)).status).toBe(1);
    },
  );

  it('refuses to deactivate itself', async () => {
    const response = await setStatus('admin', id.admin!, 0);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('NOT_SELF');
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown user', async () => {
    const response = await setStatus('admin', 2_147_483_647, 0);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(404, 'USER_NOT_FOUND', USER_MESSAGES.notFound));
  });

  it.each([null, 'buyer', 'agent', 'reviewer'])('refuses %s with 403', async (who) => {
    const response = await setStatus(who, id.buyer!, 0);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect((await userRow(db(), 'buyer@canam.test')).status).toBe(1);
  });

  it.each([2, -1, '0', true, null])('refuses status %j', async (status) => {
    const response = await requestAs(api.app, token.client!, 'PUT', '/api/user/status', {
      id: id.buyer,
      status,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'status must be 0 or 1', field: 'status' });
  });
});
