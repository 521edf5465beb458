// Login with rate limits: after 10 failed logins of one e-mail address, or 30 from one client
// address, within 15 minutes (accounts/rateLimits.ts), login answers 429 until the window has
// passed, even with the right password. Only wrong credentials count; a successful login clears
// the failures of its address.
import { LOGIN_ERROR_MESSAGES } from '@canam/domain/errors';
import { authenticate } from '../auth/login.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RateLimits } from './rateLimits.ts';
import { assertUnderLimits, clearAttempts, recordAttempts } from './rateLimits.ts';

export async function authenticateWithLimits(
  db: Db,
  limits: RateLimits,
  credentials: { email: string; password: string; clientAddress: string },
): Promise<number> {
  const checks = [
    [limits.loginFailuresPerEmail, credentials.email],
    [limits.loginFailuresPerAddress, credentials.clientAddress],
  ] as const;
  await assertUnderLimits(db, checks);
  try {
    const userId = await authenticate(db, credentials.email, credentials.password);
    await clearAttempts(db, limits.loginFailuresPerEmail, credentials.email);
    return userId;
  } catch (error) {
    if (error instanceof ApiError && error.message === LOGIN_ERROR_MESSAGES.authenticationFailed) {
      await recordAttempts(db, checks);
    }
    throw error;
  }
}
