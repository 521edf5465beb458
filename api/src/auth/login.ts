// Who may log in (docs/decisions.md): the password first, then the user's status, then the
// state of its company or of the company it registered and that waits for review. A dealer
// rejected on its own (no company to reject) is refused like a rejected company.
import { LOGIN_ERROR_MESSAGES } from '@canam/domain/errors';
import { COMPANY_STATUS, USER_STATUS } from '@canam/domain/statuses';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { verifyPassword } from './passwords.ts';

// A hash to verify against when the e-mail is unknown, so that answer takes as long as a wrong
// password and does not reveal which e-mails have accounts.
const UNKNOWN_USER_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0mBLQ8yqu3FuZ8J1c0Bn6J3pyvjFvr5yX3Hk9aR0Hx4';

export async function authenticate(db: Db, email: string, password: string): Promise<number> {
  const user = await db
    .selectFrom('app_user as u')
    .leftJoin('company as c', 'c.id', 'u.company_id')
    .leftJoin('company as pre', 'pre.id', 'u.pre_register_company_id')
    .select([
      'u.id',
      'u.password_hash',
      'u.status',
      'u.company_id',
      'u.rejected_at',
      'c.status as company_status',
      'pre.status as pre_register_status',
    ])
    .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  const passwordOk = await verifyPassword(user?.password_hash ?? UNKNOWN_USER_HASH, password);
  if (!user || !passwordOk)
    throw badRequest('AUTHENTICATION_FAILED', LOGIN_ERROR_MESSAGES.authenticationFailed);
  if (user.status === USER_STATUS.INACTIVE)
    throw badRequest('USER_INACTIVE', LOGIN_ERROR_MESSAGES.userInactive);
  if (
    user.rejected_at !== null ||
    user.company_status === COMPANY_STATUS.REJECTED ||
    (user.company_id === null && user.pre_register_status === COMPANY_STATUS.REJECTED)
  ) {
    throw badRequest('COMPANY_REJECTED', LOGIN_ERROR_MESSAGES.companyRejected);
  }
  if (user.company_id === null && user.pre_register_status === COMPANY_STATUS.PENDING) {
    throw badRequest('COMPANY_NOT_ACTIVE', LOGIN_ERROR_MESSAGES.companyNotActive);
  }
  return user.id;
}
