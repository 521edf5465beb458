// User: the viewer's own profile (GET /api/user/profile or the login answer).
import type { UserResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../relay/ids.ts';
import { rolesOf } from '../models/viewer.ts';

export const User: UserResolvers = {
  id: (user) => toGlobalId('User', user.id),
  databaseId: (user) => user.id,
  fullName: (user) => `${user.firstName} ${user.lastName}`.trim(),
  roles: (user) => rolesOf(user),
  company: (user) => user.userDetails.company,
  acceptEmail: (user) => user.userDetails.acceptEmail,
  acceptSms: (user) => user.userDetails.acceptSms,
};
