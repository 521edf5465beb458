// POST /api/user/create with a bearer: an agent manager invites an agent (rolesId [4]), a client
// invites a sub-user (rolesId [2]) into its own company (from its profile, never the request).
// Anyone else, or any other role, is 403 ROLE_NOT_ALLOWED; a taken address 400 'invalid email'.
import type { z } from 'zod';
import { AGENT_ROLE_ID, SUB_USER_ROLE_ID } from '@canam/domain/forms/teamMember';
import { USER_MESSAGES, type teamMemberCreateBody } from '@canam/domain/rest/users';
import { inviteUser } from '../accounts/invitation.ts';
import type { AccountServices } from '../accounts/services.ts';
import type { Viewer } from '../auth/viewer.ts';
import { viewerRights } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { forbidden } from '../errors.ts';

export type TeamMemberCreate = z.output<typeof teamMemberCreateBody>;

const roleNotAllowed = (message: string = USER_MESSAGES.roleNotAllowed) =>
  forbidden('ROLE_NOT_ALLOWED', message);

/** The role ids this viewer may create. */
function creatableRoleIds(viewer: Viewer): number[] {
  const rights = viewerRights(viewer);
  return [
    ...(rights.managesAgents ? [AGENT_ROLE_ID] : []),
    ...(rights.managesCompanyUsers ? [SUB_USER_ROLE_ID] : []),
  ];
}

/**
 * Before the body is checked: a caller who may create nobody, or a well-formed rolesId of a role
 * it may not create ([3], [1], [2, 4] …), is refused as such rather than as invalid input.
 */
export function requireCreatableRoles(viewer: Viewer, body: unknown): void {
  const allowed = creatableRoleIds(viewer);
  if (!allowed.length) throw roleNotAllowed();
  const rolesId = (body as { rolesId?: unknown } | null)?.rolesId;
  if (!Array.isArray(rolesId) || !rolesId.every((id) => Number.isInteger(id))) return;
  if (rolesId.length !== 1 || !allowed.includes(rolesId[0] as number)) throw roleNotAllowed();
}

export async function createTeamMember(
  db: Db,
  services: Pick<AccountServices, 'mailer' | 'publicBaseUrl'>,
  viewer: Viewer,
  body: TeamMemberCreate,
): Promise<{ userId: number; sent: boolean }> {
  const [roleId] = body.rolesId;
  if (!creatableRoleIds(viewer).includes(roleId)) throw roleNotAllowed();
  const person = {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    officePhoneNumber: body.userDetails.officePhoneNumber,
    extension: body.userDetails.extension,
    mobileNumber: body.userDetails.mobileNumber,
    invitedBy: viewer.id,
  };
  if (roleId === AGENT_ROLE_ID) {
    return inviteUser(db, services, { ...person, role: 'ROLE_AGENT', nickname: body.nickname });
  }
  if (viewer.companyId === null) throw roleNotAllowed(USER_MESSAGES.noCompany);
  return inviteUser(db, services, { ...person, role: 'ROLE_BUYER', companyId: viewer.companyId });
}
