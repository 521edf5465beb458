// What the graph tells of a viewer, from the profile behind its access token (null for a guest):
// its roles, its company's status, whether it sees prices and its notification badge. Read by
// the Viewer resolver and by the subscriptions that filter live events for each viewer.
import { badgeNotificationKinds, hasOfferNotifications } from '@canam/domain/notifications';
import { seesPrices } from '@canam/domain/permissions';
import type { RoleName } from '@canam/domain/roles';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { CompanyStatus } from '../__generated__/resolvers-types.ts';
import type { Loaders } from '../loaders/index.ts';
import { restStatusOf } from '../rest/HttpError.ts';
import { companyStatusOf } from './company.ts';

export function rolesOf(profile: UserProfileDto | null): RoleName[] {
  return profile ? profile.roles.map((role) => role.name) : [];
}

export function viewerCompanyStatus(profile: UserProfileDto | null): CompanyStatus | null {
  const company = profile?.userDetails.company;
  return company ? companyStatusOf(company.status) : null;
}

export function viewerCanSeePrices(profile: UserProfileDto | null): boolean {
  if (!profile) return false;
  return seesPrices(rolesOf(profile), viewerCompanyStatus(profile) === 'ACCEPTED');
}

/**
 * The viewer's badge: its unread offer notifications of the kinds its badge counts (staff the
 * offers waiting for an answer, a dealer all of its own). A dealer negotiates only once its company
 * is accepted, so before that it has nothing to count (no call). When the api cannot tell, the
 * badge shows 0 rather than failing the whole viewer; an expired session still fails.
 */
export async function viewerBadgeCount(
  profile: UserProfileDto | null,
  loaders: Pick<Loaders, 'offerNotificationCount'>,
): Promise<number> {
  const roles = rolesOf(profile);
  if (!hasOfferNotifications(roles, viewerCompanyStatus(profile) === 'ACCEPTED')) return 0;
  try {
    return await loaders.offerNotificationCount.load(badgeNotificationKinds(roles));
  } catch (error) {
    if (restStatusOf(error) === 401) throw error;
    return 0;
  }
}
