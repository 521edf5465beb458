// Public sign-up: a dealer account (ROLE_CLIENT, role id 3) without a company, a single-use
// registration link, and the confirmation e-mail queued in the same transaction.
import type { z } from 'zod';
import type { signUpRequestSchema } from '@canam/domain/forms/signUp';
import { SIGN_UP_ROLE_ID } from '@canam/domain/forms/signUp';
import { USER_STATUS } from '@canam/domain/statuses';
import type { CreatedUserDto } from '@canam/domain/rest/accounts';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { siteLink } from '../mail/links.ts';
import { queueMail } from '../mail/postOffice.ts';
import { confirmationMail } from '../mail/templates/confirmation.ts';
import { hashPassword } from '../auth/passwords.ts';
import { notificationsLink } from './notificationsLink.ts';
import { TOKEN_LIFETIME_MS, invalidateUserTokens, issueUserToken } from './userTokens.ts';
import { isUniqueViolation, userIdByEmail } from './users.ts';

export type SignUpInput = z.output<typeof signUpRequestSchema>;

const DAY = 86_400_000;

/** The confirmation e-mail of a user: a new registration link (older ones end). */
export async function queueConfirmation(
  db: Db,
  publicBaseUrl: string,
  user: { id: number; email: string; firstName: string },
): Promise<number> {
  await invalidateUserTokens(db, user.id, 'registration');
  const token = await issueUserToken(db, user.id, 'registration');
  return queueMail(
    db,
    confirmationMail({
      to: user.email,
      firstName: user.firstName,
      link: siteLink(publicBaseUrl, `/buyer/company-create/${token}`),
      notificationsUrl: await notificationsLink(db, user.id, publicBaseUrl),
      validDays: TOKEN_LIFETIME_MS.registration / DAY,
    }),
  );
}

export async function signUp(
  db: Db,
  publicBaseUrl: string,
  input: SignUpInput,
): Promise<{ user: CreatedUserDto; mailId: number }> {
  // Cheap check first: hashing is slow on purpose.
  if ((await userIdByEmail(db, input.email)) !== null) {
    throw badRequest('EMAIL_TAKEN', ACCOUNT_MESSAGES.invalidEmail);
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      if ((await userIdByEmail(trx, input.email)) !== null) {
        throw badRequest('EMAIL_TAKEN', ACCOUNT_MESSAGES.invalidEmail);
      }
      const details = input.userDetails;
      const { id } = await trx
        .insertInto('app_user')
        .values({
          email: input.email,
          first_name: input.firstName,
          last_name: input.lastName,
          password_hash: passwordHash,
          status: USER_STATUS.ACTIVE,
          office_phone_number: details.officePhoneNumber,
          extension: details.extension || null,
          mobile_number: details.mobileNumber || null,
          accept_email: details.acceptEmail,
          accept_sms: details.acceptSms,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_role')
        .values({ user_id: id, role_id: SIGN_UP_ROLE_ID, position: 0 })
        .execute();
      const user = { id, firstName: input.firstName, lastName: input.lastName, email: input.email };
      const mailId = await queueConfirmation(trx, publicBaseUrl, user);
      return { user, mailId };
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw badRequest('EMAIL_TAKEN', ACCOUNT_MESSAGES.invalidEmail);
    throw error;
  }
}
