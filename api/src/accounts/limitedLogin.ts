// Login with rate limits: after 10 failed logins of one e-mail address, or 30 from one client
// address, within 15 minutes (accounts/rateLimits.ts), login answers 429 until the window has
// passed, even with the right password. Each login counts as a failure before its password is
// checked, so parallel guesses cannot pass the limit; only wrong credentials keep the count, and
// a successful login clears the failures of its e-mail address.
import { authenticate } from '../auth/login.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RateLimits } from './rateLimits.ts';
import { clearAttempts, limitFailures } from './rateLimits.ts';

const isWrongCredentials = (error: unknown) =>
  error instanceof ApiError && error.code === 'AUTHENTICATION_FAILED';

export async function authenticateWithLimits(
  db: Db,
  limits: RateLimits,
  credentials: { email: string; password: string; clientAddress: string },
): Promise<number> {
  const checks = [
    [limits.loginFailuresPerEmail, credentials.email],
    [limits.loginFailuresPerAddress, credentials.clientAddress],
  ] as const;
  const userId = await limitFailures(db, checks, isWrongCredentials, () =>
    authenticate(db, credentials.email, credentials.password),
  );
  await clearAttempts(db, limits.loginFailuresPerEmail, credentials.email);
  return userId;
}
