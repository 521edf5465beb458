// PUT /api/user/status: deactivate (0) or activate (1) an agent (agent managers) or a user of the
// caller's own company (clients). Deactivating revokes every session of the user, and so every
// refresh token, in the transaction of the status change and its `account.changed` event: the
// user's next request is a 401 and it cannot log in ('User Inactive'). Setting the status it
// already has changes nothing. Nobody changes its own status.
import { USER_STATUS } from '@canam/domain/statuses';
import { USER_MESSAGES, type userStatusBody } from '@canam/domain/rest/users';
import type { z } from 'zod';
import { revokeUserSessions } from '../accounts/users.ts';
import type { Viewer } from '../auth/viewer.ts';
import { badRequest } from '../errors.ts';
import { accountChangedEvent } from '../events/accountChanged.ts';
import { changeWithEvents, type ChangeContext } from '../events/transact.ts';
import { lockReachableUser } from './userReach.ts';

export const DEACTIVATED_REASON = 'deactivated';

export async function setUserStatus(
  context: ChangeContext,
  viewer: Viewer,
  input: z.output<typeof userStatusBody>,
): Promise<void> {
  if (input.id === viewer.id) throw badRequest('NOT_SELF', USER_MESSAGES.notSelf);
  await changeWithEvents(context, async (trx, events) => {
    const user = await lockReachableUser(trx, viewer, input.id);
    if (input.status === USER_STATUS.INACTIVE) {
      await revokeUserSessions(trx, user.id, DEACTIVATED_REASON);
    }
    if (user.status === input.status) return;
    await trx
      .updateTable('app_user')
      .set({ status: input.status, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    events.push(accountChangedEvent('userStatus', [user.id], user.companyId));
  });
}
