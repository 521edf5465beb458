// PUT /api/user: an agent manager edits an agent, a client a user of its own company (names,
// e-mail, phones; the nickname of agents only). A changed e-mail must be free (any case), also
// when two edits race for it (the unique index answers the same 'invalid email').
import type { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import type { userUpdateBody } from '@canam/domain/rest/users';
import { isUniqueViolation, userIdByEmail } from '../accounts/users.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { lockReachableUser } from './userReach.ts';

export type UserUpdate = z.output<typeof userUpdateBody>;

const emailTaken = () => badRequest('EMAIL_TAKEN', ACCOUNT_MESSAGES.invalidEmail);

export async function updateUser(db: Db, viewer: Viewer, input: UserUpdate): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const user = await lockReachableUser(trx, viewer, input.id);
      const holder = await userIdByEmail(trx, input.email);
      if (holder !== null && holder !== user.id) throw emailTaken();
      const details = input.userDetails;
      await trx
        .updateTable('app_user')
        .set({
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          office_phone_number: details.officePhoneNumber,
          extension: details.extension || null,
          mobile_number: details.mobileNumber || null,
          // Agents only; absent keeps it, empty clears it.
          ...(user.isAgent && input.nickname !== undefined
            ? { nickname: input.nickname || null }
            : {}),
          updated_at: new Date(),
        })
        .where('id', '=', user.id)
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
