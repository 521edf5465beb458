// Forgot password: a single-use link valid one hour (a newer request ends the older links), and
// the new password set through it. Setting a password also ends the user's sessions.
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { siteLink } from '../mail/links.ts';
import { queueMail } from '../mail/postOffice.ts';
import { passwordResetMail } from '../mail/templates/passwordReset.ts';
import { linkExpired } from './companyRegistration.ts';
import { notificationsLink } from './notificationsLink.ts';
import {
  TOKEN_LIFETIME_MS,
  consumeUserToken,
  findUserToken,
  invalidateUserTokens,
  issueUserToken,
} from './userTokens.ts';
import { revokeUserSessions } from './users.ts';

/** Queues the reset e-mail of the account of `email`; 404 'Email not found' without one. */
export async function requestPasswordReset(
  db: Db,
  publicBaseUrl: string,
  email: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('app_user')
      .select(['id', 'email', 'first_name'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .executeTakeFirst();
    if (!user) throw notFound('EMAIL_NOT_FOUND', ACCOUNT_MESSAGES.emailNotFound);
    await invalidateUserTokens(trx, user.id, 'password_reset');
    const token = await issueUserToken(trx, user.id, 'password_reset');
    return queueMail(
      trx,
      passwordResetMail({
        to: user.email,
        firstName: user.first_name,
        link: siteLink(publicBaseUrl, `/auth/password/${token}`),
        notificationsUrl: await notificationsLink(trx, user.id, publicBaseUrl),
        validMinutes: TOKEN_LIFETIME_MS.password_reset / 60_000,
      }),
    );
  });
}

type PasswordPurpose = 'password_reset' | 'invitation';

/** 400 with the expired-link text unless the link can still be used. */
export async function assertPasswordLink(
  db: Db,
  token: string,
  purpose: PasswordPurpose,
): Promise<number> {
  const found = await findUserToken(db, token, [purpose]);
  if (!found) throw linkExpired();
  return found.userId;
}

/**
 * Sets the password of a reset or invitation link's user and uses the link up; every password
 * reset link of the user ends and its sessions too. Returns the user's e-mail.
 */
export async function setPasswordWithLink(
  db: Db,
  token: string,
  purpose: PasswordPurpose,
  password: string,
): Promise<{ userId: number; email: string }> {
  // Checked before hashing (slow on purpose), and again when the link is used up.
  await assertPasswordLink(db, token, purpose);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const userId = await consumeUserToken(trx, token, purpose);
    if (userId === null) throw linkExpired();
    const user = await trx
      .updateTable('app_user')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', userId)
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    await invalidateUserTokens(trx, userId, 'password_reset');
    await revokeUserSessions(trx, userId, 'password changed');
    return { userId: user.id, email: user.email };
  });
}
