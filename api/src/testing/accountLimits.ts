// Account test data: a password that breaks each password rule, a rate limit used up in advance
// (its attempts written straight to auth_attempt) and e-mailed links made to have expired.
import type { PasswordRuleId } from '@canam/domain/forms/password';
import type { RateRule } from '../accounts/rateLimits.ts';
import type { Db } from '../db/database.ts';

/** A password that meets every password rule but the one named. */
export const PASSWORD_WITHOUT: Record<PasswordRuleId, string> = {
  length: 'Ab1#xyz',
  uppercase: 'abc#12345',
  lowercase: 'ABC#12345',
  digit: 'Abc#defgh',
  special: 'Abc123456',
};

/** Records `rule.limit` attempts of `subject`, now or (`expired`) just before the window. */
export async function exhaustRateLimit(
  db: Db,
  rule: RateRule,
  subject: string,
  expired = false,
): Promise<void> {
  const at = expired ? { created_at: new Date(Date.now() - rule.windowMs - 1000) } : {};
  await db
    .insertInto('auth_attempt')
    .values(Array.from({ length: rule.limit }, () => ({ action: rule.action, subject, ...at })))
    .execute();
}

/** Makes the `purpose` links expire `agoMs` ago: every user's, or only those of `email`'s user. */
export async function expireLinks(
  db: Db,
  purpose: 'registration' | 'password_reset' | 'invitation' | 'notifications',
  { email, agoMs = 1 }: { email?: string; agoMs?: number } = {},
): Promise<void> {
  let update = db
    .updateTable('user_token')
    .set({ expires_at: new Date(Date.now() - agoMs) })
    .where('purpose', '=', purpose);
  if (email !== undefined) {
    update = update.where('user_id', '=', (qb) =>
      qb.selectFrom('app_user').select('id').where('email', '=', email),
    );
  }
  await update.execute();
}
