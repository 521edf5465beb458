// POST /api/forgotPassword, GET and PUT /api/setPassword/{token}.
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, PASSWORD_RULES } from '@canam/domain/forms/password';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { RATE_LIMITS } from '../../accounts/rateLimits.ts';
import { accountState, lastMailTo, tokenOfLink } from '../../accounts/testing/accountsTesting.ts';
import { DEMO_PASSWORD } from '../../seed/demoAccounts.ts';
import { bearer, logIn } from '../../testing/session.ts';
import { errorBody } from '../../plugins/errorHandler.ts';
import { useTestApi } from '../../testing/useTestApi.ts';
import { PASSWORD_WITHOUT, exhaustRateLimit, expireLinks } from '../../testing/accountLimits.ts';

const { api } = useTestApi();

let requests = 0;
const forgot = (email: string, ip = `10.2.0.${++requests}`) =>
  api.app.inject({
    method: 'POST',
    url: '/api/forgotPassword',
    payload: { email },
    remoteAddress: ip,
  });
const setPassword = (token: string, password: string) =>
  api.app.inject({ method: 'PUT', url: `/api/setPassword/${token}`, payload: { password } });
const checkLink = (token: string) => api.app.inject({ url: `/api/setPassword/${token}` });
const login = (email: string, password: string) =>
  api.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

async function resetToken(email: string): Promise<string> {
  // Tests ask for many links: start each from a clean per-e-mail count.
  await api.database.db.deleteFrom('auth_attempt').where('subject', '=', email).execute();
  const response = await forgot(email);
  expect(response.statusCode, response.body).toBe(200);
  return tokenOfLink((await lastMailTo(api.database.db, email)).text_body, '/auth/password/');
}

describe('forgot password', () => {
  it('e-mails a one-hour link; the new password works, the old one and the link do not', async () => {
    const { auth } = await logIn(api.app, 'buyer@canam.test');
    const response = await forgot('  BUYER@canam.test ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Recover password email sent' });
    const mail = await lastMailTo(api.database.db, 'buyer@canam.test');
    expect(mail.subject).toBe('Reset your CANAM Marketplace password');
    expect(mail.sent_at).not.toBeNull();
    expect(mail.text_body).toContain('Hello Sarah,');
    expect(mail.text_body).toContain('http://localhost:8080/disable/notifications/');
    const token = tokenOfLink(mail.text_body, '/auth/password/');
    const row = await api.database.db
      .selectFrom('user_token')
      .selectAll()
      .where('purpose', '=', 'password_reset')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.expires_at!.getTime() - row.created_at.getTime()).toBe(3_600_000);

    expect((await checkLink(token)).json()).toEqual({ valid: true });
    const changed = await setPassword(token, 'Brand-new1');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password changed successfully' });

    expect((await login('buyer@canam.test', 'Brand-new1')).statusCode).toBe(200);
    expect((await login('buyer@canam.test', DEMO_PASSWORD)).json().message).toBe(
      'Authentication failed',
    );
    // the sessions of before the change are over
    const old = await api.app.inject({
      url: '/api/user/profile',
      headers: bearer(auth.accessToken),
    });
    expect(old.statusCode).toBe(401);
    // the link is used up
    const reused = await setPassword(token, 'Another-one2');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      'This link has expired, please contact us to request a new one by email.',
    );
    expect((await checkLink(token)).json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    expect((await login('buyer@canam.test', 'Brand-new1')).statusCode).toBe(200);
  });

  it('ends the older links of the user when a new one is asked for', async () => {
    const first = await resetToken('agent@canam.test');
    const second = await resetToken('agent@canam.test');
    expect((await checkLink(first)).statusCode).toBe(400);
    expect((await checkLink(second)).statusCode).toBe(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    const token = await resetToken('agent2@canam.test');
    await expireLinks(api.database.db, 'password_reset');
    const before = await accountState(api.database.db);
    const response = await setPassword(token, 'Brand-new1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    expect((await checkLink(token)).statusCode).toBe(400);
    expect(await accountState(api.database.db)).toEqual(before);
    expect((await login('agent2@canam.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown link', async () => {
    for (const token of ['x'.repeat(43), 'short', '%20']) {
      expect((await setPassword(token, 'Brand-new1')).json().message).toBe(
        ACCOUNT_MESSAGES.linkExpired,
      );
      expect((await checkLink(token)).json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    }
  });

  it.each<[string, string, string]>([
    ['an empty password', '', PASSWORD_MESSAGES.required],
    ['a too long password', `Aa1#${'x'.repeat(130)}`, PASSWORD_MESSAGES.tooLong],
    ...PASSWORD_RULES.map(
      (rule) =>
        [`a password without rule ${rule.id}`, PASSWORD_WITHOUT[rule.id], rule.message] as [
          string,
          string,
          string,
        ],
    ),
  ])('refuses %s with its message and keeps the link', async (_case, password, message) => {
    const token = await resetToken('agent3@canam.test');
    const before = await accountState(api.database.db);
    const response = await setPassword(token, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...errorBody(400, 'INVALID_INPUT', message),
      field: expect.any(String),
    });
    expect(await accountState(api.database.db)).toEqual(before);
    expect((await checkLink(token)).statusCode).toBe(200);
  });

  it("answers 404 'Email not found' for an unknown address and a form message for a bad one", async () => {
    const before = await accountState(api.database.db);
    const unknown = await forgot('nobody@nowhere.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody(404, 'EMAIL_NOT_FOUND', 'Email not found'));
    const bad = await forgot('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SIGN_UP_MESSAGES.email);
    expect(await accountState(api.database.db)).toEqual(before);
  });

  it('limits the requests per e-mail address and per client address (429)', async () => {
    const perEmail = RATE_LIMITS.forgotPasswordPerEmail;
    await exhaustRateLimit(api.database.db, perEmail, 'reviewer@canam.test');
    const before = await accountState(api.database.db);
    const limited = await forgot('Reviewer@canam.test');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts, please try again later.');
    expect(await accountState(api.database.db)).toEqual(before);

    const ip = '10.2.9.9';
    for (let i = 0; i < RATE_LIMITS.forgotPasswordPerAddress.limit; i++) {
      await forgot(`unknown${i}@nowhere.test`, ip);
    }
    expect((await forgot('admin@canam.test', ip)).statusCode).toBe(429);
    expect((await forgot('admin@canam.test', '10.2.9.10')).statusCode).toBe(200);
  });

  it('forgets attempts older than the window', async () => {
    const rule = RATE_LIMITS.forgotPasswordPerEmail;
    await exhaustRateLimit(api.database.db, rule, 'superadmin@canam.test', true);
    expect((await forgot('superadmin@canam.test')).statusCode).toBe(200);
  });
});
