// Rate limits under concurrency: parallel bursts of logins, sign-ups and password-reset requests
// pass no more attempts than the limit (on PGlite, and on PostgreSQL where they really overlap).
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demoAccounts.ts';
import { RATE_LIMITS } from './rateLimits.ts';
import { signUpPayload } from './testing/accountsTesting.ts';
import { useTestApi } from '../testing/useTestApi.ts';

const { api } = useTestApi();

const post = (url: string, payload: object, remoteAddress: string) =>
  api.app.inject({ method: 'POST', url, payload, remoteAddress });

/** `count` requests at once; their status codes, tallied. */
async function burst(count: number, send: (i: number) => Promise<{ statusCode: number }>) {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const tally: Record<number, number> = {};
  for (const { statusCode } of answers) tally[statusCode] = (tally[statusCode] ?? 0) + 1;
  return tally;
}

describe('rate limits under parallel bursts', () => {
  it('checks at most 10 of 60 parallel wrong passwords of one e-mail, then refuses the right one', async () => {
    const { limit } = RATE_LIMITS.loginFailuresPerEmail;
    const tally = await burst(60, (i) =>
      post(
        '/api/login',
        { email: 'agent@canam.test', password: `Wrong-password${i}!` },
        `10.7.0.${i}`,
      ),
    );
    expect(tally).toEqual({ 400: limit, 429: 60 - limit });
    const right = await post(
      '/api/login',
      { email: 'agent@canam.test', password: DEMO_PASSWORD },
      '10.7.1.1',
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many attempts, please try again later.');
  });

  it('creates at most 5 accounts of 20 parallel sign-ups from one address', async () => {
    const { limit } = RATE_LIMITS.signUpPerAddress;
    const tally = await burst(20, (i) =>
      post('/api/user/create', signUpPayload(`parallel${i}@burst.test`), '10.7.2.1'),
    );
    expect(tally).toEqual({ 200: limit, 429: 20 - limit });
    const { n } = await api.database.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', 'like', 'parallel%@burst.test')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(limit);
  });

  it('sends at most 5 reset e-mails for 20 parallel requests for one address', async () => {
    const { limit } = RATE_LIMITS.forgotPasswordPerEmail;
    const mails = async () =>
      Number(
        (
          await api.database.db
            .selectFrom('email_message')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('to_address', '=', 'buyer@canam.test')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await mails();
    const tally = await burst(20, () =>
      post('/api/forgotPassword', { email: 'buyer@canam.test' }, '10.7.3.1'),
    );
    expect(tally).toEqual({ 200: limit, 429: 20 - limit });
    expect((await mails()) - before).toBe(limit);
  });
});
