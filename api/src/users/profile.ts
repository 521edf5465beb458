// A user's profile as the session calls answer it (domain/src/rest/auth.ts UserProfileDto).
import { ROLE_IDS } from '@canam/domain/roles';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { RoleName } from '@canam/domain/roles';
import type { CompanyStatusCode } from '@canam/domain/statuses';
import type { Db } from '../db/database.ts';
import { loadViewerRoles } from '../auth/viewer.ts';

/**
 * `roles`: the user's roles when the caller already read them (the request's viewer, read by
 * authentication in the same request), which saves a query on every profile call.
 */
export async function loadProfile(
  db: Db,
  userId: number,
  roles?: RoleName[],
): Promise<UserProfileDto | null> {
  const user = await db
    .selectFrom('app_user as u')
    .leftJoin('company as c', 'c.id', 'u.company_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.status',
      'u.extension',
      'u.mobile_number',
      'u.office_phone_number',
      'u.accept_email',
      'u.accept_sms',
      'u.company_id',
      'c.company_name',
      'c.commercial_name',
      'c.status as company_status',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const names = roles ?? (await loadViewerRoles(db, userId));
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    status: user.status,
    rolesId: names.map((name) => ROLE_IDS[name]),
    roles: names.map((name) => ({ id: ROLE_IDS[name], name })),
    userDetails: {
      extension: user.extension,
      mobileNumber: user.mobile_number,
      officePhoneNumber: user.office_phone_number,
      acceptEmail: user.accept_email,
      acceptSms: user.accept_sms,
      companiesId: user.company_id,
      company:
        user.company_id !== null && user.company_status !== null
          ? {
              id: user.company_id,
              companyName: user.company_name,
              commercialName: user.commercial_name,
              status: user.company_status as CompanyStatusCode,
            }
          : null,
    },
  };
}
