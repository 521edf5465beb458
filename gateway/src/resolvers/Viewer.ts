// Viewer: who is asking, from the profile behind the access token (null for a guest).
import { badgeNotificationKinds, hasOfferNotifications } from '@canam/domain/notifications';
import { seesPrices } from '@canam/domain/permissions';
import { homeRouteFor, isDealer, isStaff } from '@canam/domain/roles';
import type { RoleName } from '@canam/domain/roles';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { CompanyStatus, ViewerResolvers } from '../__generated__/resolvers-types.ts';
import type { Loaders } from '../loaders/index.ts';
import { restStatusOf } from '../rest/HttpError.ts';
import { companyStatusOf } from './Company.ts';

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

export const Viewer: ViewerResolvers = {
  user: ({ profile }) => profile,
  isLoggedIn: ({ profile }) => profile !== null,
  roles: ({ profile }) => rolesOf(profile),
  companyStatus: ({ profile }) => viewerCompanyStatus(profile),
  homeRoute: ({ profile }) => homeRouteFor(rolesOf(profile)),
  canSeePrices: ({ profile }) => viewerCanSeePrices(profile),
  isStaff: ({ profile }) => isStaff(rolesOf(profile)),
  offerNotificationCount: ({ profile }, _args, { loaders }) => viewerBadgeCount(profile, loaders),
  // A dealer's Active Offers badge; staff and guests have none (no call).
  async activeOfferCount({ profile }, _args, { loaders }) {
    if (!isDealer(rolesOf(profile))) return 0;
    try {
      return await loaders.activeOfferCount.load();
    } catch (error) {
      if (restStatusOf(error) === 401) throw error;
      return 0;
    }
  },
};
