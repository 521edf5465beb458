// E-mail notification preference (/disable/notifications and /disable/notifications/{token}):
// read and switch app_user.accept_email, by a logged-in user for itself or by an e-mail link.
import type { NotificationValuesDto } from '@canam/domain/rest/accounts';
import type { Db } from '../db/database.ts';
import { linkExpired } from './companyRegistration.ts';
import { findUserToken } from './userTokens.ts';

/** The user of a notifications link; 400 with the expired-link text otherwise. */
export async function userOfNotificationsToken(db: Db, token: string): Promise<number> {
  const found = await findUserToken(db, token, ['notifications']);
  if (!found) throw linkExpired();
  return found.userId;
}

export async function notificationValues(
  db: Db,
  userId: number,
): Promise<NotificationValuesDto | null> {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'accept_email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? { id: row.id, acceptEmail: row.accept_email } : null;
}

/** Sets accept_email, or switches it in one statement when no value is given. */
export async function setAcceptEmail(
  db: Db,
  userId: number,
  acceptEmail: boolean | undefined,
): Promise<NotificationValuesDto | null> {
  const row = await db
    .updateTable('app_user')
    .set((eb) => ({
      accept_email: acceptEmail ?? eb.not(eb.ref('accept_email')),
      updated_at: new Date(),
    }))
    .where('id', '=', userId)
    .returning(['id', 'accept_email'])
    .executeTakeFirst();
  return row ? { id: row.id, acceptEmail: row.accept_email } : null;
}
