// Small reads and writes of app_user shared by the account flows.
import type { Db } from '../db/database.ts';

/** The id of the user holding an e-mail address (any case), or null. */
export async function userIdByEmail(db: Db, email: string): Promise<number | null> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** PostgreSQL's unique_violation: the e-mail index refused a second account. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** Ends every open session of a user (after a password change). */
export async function revokeUserSessions(db: Db, userId: number, reason: string): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
