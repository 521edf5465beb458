// Who receives the e-mail of a negotiation step: only active users who accept e-mail, with their
// roles (a recipient's links lead to its own screens).
import { rolesWhere } from '@canam/domain/permissions';
import type { RoleName } from '@canam/domain/roles';
import { USER_STATUS } from '@canam/domain/statuses';
import type { Db } from '../db/database.ts';

export interface MailRecipient {
  id: number;
  email: string;
  firstName: string;
  roles: RoleName[];
}

export async function mailRecipients(db: Db, ids: readonly number[]): Promise<MailRecipient[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'email', 'first_name'])
    .where('id', 'in', unique)
    .where('accept_email', '=', true)
    .where('status', '=', USER_STATUS.ACTIVE)
    .orderBy('id')
    .execute();
  if (!users.length) return [];
  const roles = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .select(['user_role.user_id', 'role.name'])
    .where(
      'user_role.user_id',
      'in',
      users.map((user) => user.id),
    )
    .orderBy('user_role.position')
    .orderBy('role.id')
    .execute();
  return users.map((user) => ({
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    roles: roles.filter((row) => row.user_id === user.id).map((row) => row.name as RoleName),
  }));
}

/**
 * The staff who answer offers on a vehicle: its owning agent; for a vehicle without one, every
 * admin and super admin (they are the ones who may answer, and nobody else would hear of it).
 */
export async function staffSideOf(db: Db, ownerId: number | null): Promise<number[]> {
  if (ownerId !== null) return [ownerId];
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .select('user_role.user_id')
    .distinct()
    .where(
      'role.name',
      'in',
      rolesWhere((rights) => rights.negotiates === 'all'),
    )
    .execute();
  return rows.map((row) => row.user_id);
}
