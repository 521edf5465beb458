// Rate limits of POST /api/login: failures per e-mail address and per client address.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demoAccounts.ts';
import { RATE_LIMITS, attemptsInWindow, rateLimitsOf } from './rateLimits.ts';
import { appWith, countRows } from './testing/accountsTesting.ts';
import { errorBody } from '../plugins/errorHandler.ts';
import { useTestApi } from '../testing/useTestApi.ts';
import { exhaustRateLimit } from '../testing/accountLimits.ts';

const { api } = useTestApi();

const login = (email: string, password: string, ip: string, app = api.app) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('login rate limits', () => {
  it('refuses an e-mail address after 10 failures in 15 minutes, even with the right password', async () => {
    const rule = RATE_LIMITS.loginFailuresPerEmail;
    expect([rule.limit, rule.windowMs]).toEqual([10, 15 * 60_000]);
    for (let i = 0; i < rule.limit; i++) {
      const response = await login('agent@canam.test', 'Wrong-password1!', `10.3.0.${i}`);
      expect(response.json().message).toBe('Authentication failed');
    }
    const sessions = await countRows(api.database.db, 'auth_session');
    const limited = await login('AGENT@canam.test', DEMO_PASSWORD, '10.3.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(
      errorBody(429, 'RATE_LIMITED', 'Too many attempts, please try again later.'),
    );
    expect(await countRows(api.database.db, 'auth_session')).toBe(sessions);
    // other accounts are not affected
    expect((await login('agent2@canam.test', DEMO_PASSWORD, '10.3.1.1')).statusCode).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    const rule = RATE_LIMITS.loginFailuresPerEmail;
    await exhaustRateLimit(api.database.db, rule, 'agent3@canam.test', true);
    expect((await login('agent3@canam.test', DEMO_PASSWORD, '10.3.2.1')).statusCode).toBe(200);
  });

  it('clears the failures of an address after a successful login', async () => {
    for (let i = 0; i < 3; i++) await login('reviewer@canam.test', 'nope', '10.3.3.1');
    const rule = RATE_LIMITS.loginFailuresPerEmail;
    expect(await attemptsInWindow(api.database.db, rule, 'reviewer@canam.test')).toBe(3);
    expect((await login('reviewer@canam.test', DEMO_PASSWORD, '10.3.3.1')).statusCode).toBe(200);
    expect(await attemptsInWindow(api.database.db, rule, 'reviewer@canam.test')).toBe(0);
  });

  it('does not count refusals of right passwords (inactive user, company in review)', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login('inreview@canam.test', DEMO_PASSWORD, '10.3.4.1')).json().message).toBe(
        'Company not active yet',
      );
    }
    expect(
      await attemptsInWindow(
        api.database.db,
        RATE_LIMITS.loginFailuresPerEmail,
        'inreview@canam.test',
      ),
    ).toBe(0);
  });

  it('refuses a client address after its limit of failures across accounts', async () => {
    const app = await appWith(api, {
      accounts: {
        rateLimits: {
          loginFailuresPerAddress: { action: 'login-failure:ip', limit: 3, windowMs: 60_000 },
        },
      },
    });
    try {
      for (const email of ['a@x.test', 'b@x.test', 'c@x.test']) {
        expect((await login(email, 'nope', '10.3.5.1', app)).statusCode).toBe(400);
      }
      expect((await login('admin@canam.test', DEMO_PASSWORD, '10.3.5.1', app)).statusCode).toBe(
        429,
      );
      expect((await login('admin@canam.test', DEMO_PASSWORD, '10.3.5.2', app)).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });
});

describe('rateLimitsOf', () => {
  it('scales the defaults and takes overrides rule by rule', () => {
    const scaled = rateLimitsOf({}, 10);
    expect(scaled.signUpPerAddress.limit).toBe(50);
    expect(scaled.signUpPerAddress.windowMs).toBe(RATE_LIMITS.signUpPerAddress.windowMs);
    const custom = rateLimitsOf({ signUpPerAddress: { action: 'x', limit: 1, windowMs: 1 } });
    expect(custom.signUpPerAddress).toEqual({ action: 'x', limit: 1, windowMs: 1 });
    expect(custom.loginFailuresPerEmail).toEqual(RATE_LIMITS.loginFailuresPerEmail);
  });
});
