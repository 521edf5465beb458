// Links sent by e-mail carry a random token; only its SHA-256 is stored (user_token). Registration,
// password-reset and invitation tokens are single-use and expire; using one is a conditional
// update, so two requests with the same token cannot both succeed. Notification-preference tokens
// are long-lived and may be used any number of times (they only switch e-mail on or off).
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

export type TokenPurpose = 'registration' | 'password_reset' | 'invitation' | 'notifications';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long each kind of link stays valid. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  registration: 7 * DAY,
  password_reset: HOUR,
  invitation: 7 * DAY,
  notifications: 365 * DAY,
};

/** Tokens are base64url of 32 random bytes: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function issueUserToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('user_token')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      created_at: now,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    })
    .execute();
  return token;
}

/** The user of a token that can still be used (unused and unexpired); null otherwise. */
export async function findUserToken(
  db: Db,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<{ userId: number; purpose: TokenPurpose } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom('user_token')
    .select(['user_id', 'purpose'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .executeTakeFirst();
  return row ? { userId: row.user_id, purpose: row.purpose } : null;
}

/** Marks a single-use token used; its user, or null when it was unknown, used or expired. */
export async function consumeUserToken(
  db: Db,
  token: string,
  purpose: Exclude<TokenPurpose, 'notifications'>,
): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const now = new Date();
  const row = await db
    .updateTable('user_token')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Ends every unused token of a user for a purpose (a newer link replaces the older ones). */
export async function invalidateUserTokens(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .updateTable('user_token')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
