// Whom a caller may edit, deactivate or activate (PUT /api/user, PUT /api/user/status): an agent
// manager the agents, a client the users of its own company (the company of its own profile,
// never of the request). The target's row stays locked for the rest of the transaction, so its
// company cannot change between the check and the change.
import type { Transaction } from 'kysely';
import { ROLE_IDS } from '@canam/domain/roles';
import { USER_MESSAGES } from '@canam/domain/rest/users';
import type { Viewer } from '../auth/viewer.ts';
import { viewerRights } from '../auth/viewer.ts';
import type { DB } from '../db/schema.ts';
import { forbidden, userNotFound } from '../errors.ts';

export interface ReachedUser {
  id: number;
  companyId: number | null;
  status: number;
  isAgent: boolean;
}

/** The user the viewer may manage, locked; 404 USER_NOT_FOUND, 403 NOT_YOUR_USER otherwise. */
export async function lockReachableUser(
  trx: Transaction<DB>,
  viewer: Viewer,
  userId: number,
): Promise<ReachedUser> {
  const row = await trx
    .selectFrom('app_user')
    .select(['id', 'company_id', 'status'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw userNotFound();
  const agentRole = await trx
    .selectFrom('user_role')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role_id', '=', ROLE_IDS.ROLE_AGENT)
    .executeTakeFirst();
  const user = {
    id: row.id,
    companyId: row.company_id,
    status: row.status,
    isAgent: agentRole !== undefined,
  };
  const rights = viewerRights(viewer);
  if (rights.managesAgents && user.isAgent) return user;
  const sameCompany = viewer.companyId !== null && user.companyId === viewer.companyId;
  if (rights.managesCompanyUsers && sameCompany) return user;
  throw forbidden(
    'NOT_YOUR_USER',
    rights.managesAgents ? USER_MESSAGES.notAnAgent : USER_MESSAGES.notYours,
  );
}
