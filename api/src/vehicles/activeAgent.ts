// Whether a user may own vehicles: an active user with the agent role (the table's agent box and
// the edit form's agent both ask).
import { USER_STATUS } from '@canam/domain/statuses';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

export async function isActiveAgent(trx: Transaction<DB>, userId: number): Promise<boolean> {
  const agent = await trx
    .selectFrom('app_user as u')
    .innerJoin('user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select('u.id')
    .where('u.id', '=', userId)
    .where('u.status', '=', USER_STATUS.ACTIVE)
    .where('r.name', '=', 'ROLE_AGENT')
    .executeTakeFirst();
  return agent !== undefined;
}
