// A user's role names in their order (the first decides the home route), as a subquery that a
// select reads beside other columns: the same order as loadViewerRoles (viewer.ts).
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { RoleName } from '@canam/domain/roles';

export function viewerRolesOf(userId: Expression<number>): RawBuilder<RoleName[] | null> {
  return sql<RoleName[] | null>`(
    SELECT array_agg(r.name ORDER BY ur.position, r.id)
    FROM user_role ur INNER JOIN role r ON r.id = ur.role_id
    WHERE ur.user_id = ${userId})`;
}
