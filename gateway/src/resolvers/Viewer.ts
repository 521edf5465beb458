// Viewer: who is asking, from the profile behind the access token (null for a guest).
import { homeRouteFor, isDealer, isStaff } from '@canam/domain/roles';
import type { ViewerResolvers } from '../__generated__/resolvers-types.ts';
import { restStatusOf } from '../rest/HttpError.ts';
import {
  rolesOf,
  viewerBadgeCount,
  viewerCanSeePrices,
  viewerCompanyStatus,
} from '../models/viewer.ts';

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
