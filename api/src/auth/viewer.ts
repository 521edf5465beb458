// Who is calling: loaded once per request from the access token's user. Every permission rule
// of the api reads this, never the request body.
import { rightsOf, seesPrices } from '@canam/domain/permissions';
import type { RoleRights } from '@canam/domain/permissions';
import type { AccessTokenScope } from '@canam/domain/accessTokens';
import type { RoleName } from '@canam/domain/roles';
import { isStaff } from '@canam/domain/roles';
import { COMPANY_STATUS } from '@canam/domain/statuses';
import type { CompanyStatusCode } from '@canam/domain/statuses';
import type { Db } from '../db/database.ts';

export interface Viewer {
  id: number;
  /** The session of a signed access token; null for a personal access token. */
  sessionId: string | null;
  /** The personal access token the request came with (its scopes); null for a session. */
  accessToken: { id: number; scopes: AccessTokenScope[] } | null;
  roles: RoleName[];
  companyId: number | null;
  companyStatus: CompanyStatusCode | null;
}

export async function loadViewerRoles(db: Db, userId: number): Promise<RoleName[]> {
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .select('role.name')
    .where('user_role.user_id', '=', userId)
    .orderBy('user_role.position')
    .orderBy('role.id')
    .execute();
  return rows.map((row) => row.name as RoleName);
}

export function viewerIsStaff(viewer: Viewer | null): boolean {
  return viewer !== null && isStaff(viewer.roles);
}

/** What the viewer may read and do (domain/permissions.ts); a guest has no rights. */
export function viewerRights(viewer: Viewer | null): RoleRights {
  return rightsOf(viewer?.roles ?? []);
}

/** Prices: the back office, and dealers of an accepted company (specification, visibility). */
export function viewerCanSeePrices(viewer: Viewer | null): boolean {
  if (!viewer) return false;
  return seesPrices(viewer.roles, viewer.companyStatus === COMPANY_STATUS.ACCEPTED);
}
