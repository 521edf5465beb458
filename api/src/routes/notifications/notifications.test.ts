// GET /api/getUserNotificationValues and PUT /api/user/disable-notifications, by e-mail link and
// by session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { notificationsLink } from '../../accounts/notificationsLink.ts';
import { lastMailTo, signUpPayload, tokenOfLink } from '../../accounts/testing/accountsTesting.ts';
import { bearer, logIn } from '../../testing/session.ts';
import { createTestApi, type TestApi } from '../../testing/testApi.ts';
import { expireLinks } from '../../testing/accountLimits.ts';

let api: TestApi;
let buyerId: number;
beforeAll(async () => {
  api = await createTestApi();
  buyerId = (
    await api.database.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'buyer@canam.test')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => api?.close());

const values = (query: string, headers = {}) =>
  api.app.inject({ url: `/api/getUserNotificationValues${query}`, headers });
const update = (payload: object, headers = {}) =>
  api.app.inject({ method: 'PUT', url: '/api/user/disable-notifications', payload, headers });
const acceptEmail = async (id: number) =>
  (
    await api.database.db
      .selectFrom('app_user')
      .select('accept_email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).accept_email;

describe('notificationsLink', () => {
  it('makes a long-lived link to /disable/notifications/{token}', async () => {
    const link = await notificationsLink(api.database.db, buyerId, 'https://market.example.com');
    expect(link).toMatch(/^https:\/\/market\.example\.com\/disable\/notifications\/[\w-]{43}$/);
    const row = await api.database.db
      .selectFrom('user_token')
      .selectAll()
      .where('purpose', '=', 'notifications')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(buyerId);
    expect(row.expires_at!.getTime() - row.created_at.getTime()).toBe(365 * 86_400_000);
  });
});

describe('by e-mail link, without login', () => {
  it('reads and switches the preference; the link keeps working', async () => {
    const link = await notificationsLink(api.database.db, buyerId, 'http://localhost:8080');
    const token = link.split('/').at(-1)!;
    expect((await values(`?token=${token}`)).json()).toEqual({ id: buyerId, acceptEmail: true });

    const off = await update({ token });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      id: buyerId,
      acceptEmail: false,
      message: 'Notifications updated',
    });
    expect(await acceptEmail(buyerId)).toBe(false);
    expect((await values(`?token=${token}`)).json().acceptEmail).toBe(false);

    const on = await update({ token });
    expect(on.json().acceptEmail).toBe(true);
    const set = await update({ token, acceptEmail: true });
    expect(set.json().acceptEmail).toBe(true);
    expect(await acceptEmail(buyerId)).toBe(true);
  });

  it('answers the expired-link text for an unknown or expired link and changes nothing', async () => {
    const link = await notificationsLink(api.database.db, buyerId, 'http://localhost:8080');
    const token = link.split('/').at(-1)!;
    await expireLinks(api.database.db, 'notifications');
    for (const bad of [token, 'x'.repeat(43)]) {
      const read = await values(`?token=${bad}`);
      expect(read.statusCode).toBe(400);
      expect(read.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
      const write = await update({ token: bad });
      expect(write.statusCode).toBe(400);
      expect(write.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    }
    expect(await acceptEmail(buyerId)).toBe(true);
  });

  it('does not accept other kinds of links; an empty token needs a session', async () => {
    await api.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: signUpPayload('prefs@dealer.test'),
    });
    const mail = await lastMailTo(api.database.db, 'prefs@dealer.test');
    const registration = tokenOfLink(mail.text_body, '/buyer/company-create/');
    const read = await values(`?token=${registration}`);
    expect(read.statusCode).toBe(400);
    expect(read.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    expect((await update({ token: registration })).statusCode).toBe(400);
    // the footer link of that very e-mail works
    const footer = tokenOfLink(mail.text_body, '/disable/notifications/');
    expect((await values(`?token=${footer}`)).json().acceptEmail).toBe(true);
    expect((await values('?token=')).statusCode).toBe(401);
  });
});

describe('logged in', () => {
  it('reads and sets the own preference; another id is 403, no session is 401', async () => {
    const { auth, user } = await logIn(api.app, 'client@canam.test');
    const headers = bearer(auth.accessToken);
    expect((await values('', headers)).json()).toEqual({ id: user.id, acceptEmail: true });
    const off = await update({ id: user.id, acceptEmail: false }, headers);
    expect(off.json()).toEqual({
      id: user.id,
      acceptEmail: false,
      message: 'Notifications updated',
    });
    const toggled = await update({ id: String(user.id) }, headers);
    expect(toggled.json().acceptEmail).toBe(true);

    const other = await update({ id: buyerId, acceptEmail: false }, headers);
    expect(other.statusCode).toBe(403);
    expect(await acceptEmail(buyerId)).toBe(true);
    expect((await values('')).statusCode).toBe(401);
    expect((await update({ id: user.id, acceptEmail: false })).statusCode).toBe(401);
    expect((await update({ acceptEmail: 'yes' }, headers)).statusCode).toBe(400);
  });
});
