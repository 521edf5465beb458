// Viewer: who is asking, from the profile behind the access token (null for a guest).
import { seesPrices } from '@canam/domain/permissions';
import { homeRouteFor, isStaff } from '@canam/domain/roles';
import type { RoleName } from '@canam/domain/roles';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import { receivesOfferNotifications } from '@canam/domain/rest/notifications';
import type { CompanyStatus, ViewerResolvers } from '../__generated__/resolvers-types.ts';
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

export const Viewer: ViewerResolvers = {
  user: ({ profile }) => profile,
  isLoggedIn: ({ profile }) => profile !== null,
  roles: ({ profile }) => rolesOf(profile),
  companyStatus: ({ profile }) => viewerCompanyStatus(profile),
  homeRoute: ({ profile }) => homeRouteFor(rolesOf(profile)),
  canSeePrices: ({ profile }) => viewerCanSeePrices(profile),
  isStaff: ({ profile }) => isStaff(rolesOf(profile)),
  // A badge count: when the api cannot tell it, the nav shows 0 rather than failing the whole
  // viewer (a non-null field). An expired session still fails as UNAUTHENTICATED.
  async offerNotificationCount({ profile }, _args, { loaders }) {
    if (!receivesOfferNotifications(rolesOf(profile))) return 0;
    try {
      return await loaders.offerNotificationCount.load();
    } catch (error) {
      if (restStatusOf(error) === 401) throw error;
      return 0;
    }
  },
  // A dealer's Active Offers badge; staff and guests have none (no call).
  async activeOfferCount({ profile }, _args, { loaders }) {
    const roles = rolesOf(profile);
    if (!roles.includes('ROLE_CLIENT') && !roles.includes('ROLE_BUYER')) return 0;
    try {
      return await loaders.activeOfferCount.load();
    } catch (error) {
      if (restStatusOf(error) === 401) throw error;
      return 0;
    }
  },
};
