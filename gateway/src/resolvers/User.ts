// User: the viewer's own profile (GET /api/user/profile or the login answer), or the author of a
// vehicle record, of whom the api tells only the id and name: the rest is not shown (null, no
// roles) rather than guessed.
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { UserResolvers } from '../__generated__/resolvers-types.ts';
import type { UserModel } from '../models.ts';
import { toGlobalId } from '../relay/ids.ts';
import { rolesOf } from '../models/viewer.ts';

const isProfile = (user: UserModel): user is UserProfileDto => 'roles' in user;

export const User: UserResolvers = {
  id: (user) => toGlobalId('User', user.id),
  databaseId: (user) => user.id,
  fullName: (user) => `${user.firstName} ${user.lastName}`.trim(),
  email: (user) => (isProfile(user) ? user.email : null),
  roles: (user) => (isProfile(user) ? rolesOf(user) : []),
  company: (user) => (isProfile(user) ? user.userDetails.company : null),
  acceptEmail: (user) => (isProfile(user) ? user.userDetails.acceptEmail : null),
  acceptSms: (user) => (isProfile(user) ? user.userDetails.acceptSms : null),
};
