// POST /api/auth/checkToken: refresh tokens cannot be guessed at will (failures per address).
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../accounts/rateLimits.ts';
import { logIn } from '../../testing/session.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api } = useTestApi();

const refresh = (refreshToken: string, remoteAddress: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/auth/checkToken',
    payload: { refreshToken },
    remoteAddress,
  });

describe('refresh limits', () => {
  it('answers 429 after 30 failed refreshes from one address; a right token works elsewhere', async () => {
    const { limit, windowMs } = RATE_LIMITS.refreshFailuresPerAddress;
    expect([limit, windowMs]).toEqual([30, 15 * 60_000]);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => refresh(`guessed-token-${i}`, '10.9.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array(limit).fill(401), ...Array(40 - limit).fill(429)]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json().message).toBe(
      'Too many attempts, please try again later.',
    );

    const { auth } = await logIn(api.app, 'buyer@canam.test');
    expect((await refresh(auth.refreshToken, '10.9.0.1')).statusCode).toBe(429);
    const elsewhere = await refresh(auth.refreshToken, '10.9.0.2');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().user.email).toBe('buyer@canam.test');
  });

  it('does not count successful refreshes', async () => {
    let { auth } = await logIn(api.app, 'agent@canam.test');
    for (let i = 0; i < RATE_LIMITS.refreshFailuresPerAddress.limit + 1; i++) {
      const answer = await refresh(auth.refreshToken, '10.9.1.1');
      expect(answer.statusCode).toBe(200);
      auth = answer.json().token;
    }
  });
});
