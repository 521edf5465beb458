// Who receives the e-mail of a negotiation step: only active users who accept e-mail, with their
// roles (a recipient's links lead to its own screens).
import { rolesWhere } from '@canam/domain/permissions';
import type { RoleName } from '@canam/domain/roles';
import { USER_STATUS } from '@canam/domain/statuses';
import { sql } from 'kysely';
import { viewerRolesOf } from '../auth/viewerRoles.ts';
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
  // One statement, roles beside each user: it runs inside every negotiation step's transaction.
  const users = await db
    .selectFrom('app_user as u')
    .select(['u.id', 'u.email', 'u.first_name', viewerRolesOf(sql.ref('u.id')).as('roles')])
    .where('u.id', 'in', unique)
    .where('u.accept_email', '=', true)
    .where('u.status', '=', USER_STATUS.ACTIVE)
    .orderBy('u.id')
    .execute();
  return users.map((user) => ({
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    roles: user.roles ?? [],
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
