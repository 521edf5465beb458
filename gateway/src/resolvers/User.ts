// User: the viewer's own profile (GET /api/user/profile or the login answer); a user row of a
// back-office list (UserAccountDto: admin users, assign-company, agents, a client's own users),
// which only those allowed to list that user ever receive; or a record's author or a client
// vehicles row's user, of whom the api tells only the id and name. What the model does not carry
// is not shown (null, no roles) rather than guessed.
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { UserAccountDto } from '@canam/domain/rest/users';
import type { UserResolvers } from '../__generated__/resolvers-types.ts';
import type { UserModel } from '../models.ts';
import { dealerStageOf, userStatusOf } from '../models/people.ts';
import { toGlobalId } from '../relay/ids.ts';

const isAccount = (user: UserModel): user is UserAccountDto => 'invitationPending' in user;
const isProfile = (user: UserModel): user is UserProfileDto => 'roles' in user && !isAccount(user);
/** The profile or the row: both tell the e-mail, roles, status, company and phones. */
const isKnown = (user: UserModel): user is UserProfileDto | UserAccountDto => 'roles' in user;

export const User: UserResolvers = {
  id: (user) => toGlobalId('User', user.id),
  databaseId: (user) => user.id,
  fullName: (user) => `${user.firstName} ${user.lastName}`.trim(),
  email: (user) => (isKnown(user) ? user.email : null),
  roles: (user) => (isKnown(user) ? user.roles.map((role) => role.name) : []),
  company: (user) => (isKnown(user) ? user.userDetails.company : null),
  registeredCompany: (user) => (isAccount(user) ? user.userDetails.preRegisterCompany : null),
  acceptEmail: (user) => (isProfile(user) ? user.userDetails.acceptEmail : null),
  acceptSms: (user) => (isProfile(user) ? user.userDetails.acceptSms : null),
  nickname: (user) => (isAccount(user) ? user.nickname : null),
  status: (user) => (isKnown(user) ? userStatusOf(user.status) : null),
  stage: (user) => (isAccount(user) ? dealerStageOf(user.stage) : null),
  invitationPending: (user) => (isAccount(user) ? user.invitationPending : null),
  officePhoneNumber: (user) => (isKnown(user) ? user.userDetails.officePhoneNumber : null),
  extension: (user) => (isKnown(user) ? user.userDetails.extension : null),
  mobileNumber: (user) => (isKnown(user) ? user.userDetails.mobileNumber : null),
  auctionAccessNumber: (user) => (isAccount(user) ? user.userDetails.auctionAccessNumber : null),
  createdAt: (user) => (isAccount(user) ? user.createdAt : null),
};
