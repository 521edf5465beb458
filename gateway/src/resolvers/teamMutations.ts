// Mutation fields of the agents page and the client users page: create an agent (role id 4) or a
// sub-user of the viewer's own company (role id 2) with an invitation e-mail (REST POST
// user/create), edit one (PUT user) and deactivate or activate one (PUT user/status). The form's
// schema runs first (one userError per field, no call), then the e-mail uniqueness check
// (user/validate-repeat-email, as the specification saves), then the change; the api's refusals
// are userErrors by code (peopleErrors.ts), 403 (NOT_YOUR_USER too) a top-level FORBIDDEN.
import { offsetToCursor } from '@canam/domain/cursors';
import {
  AGENT_ROLE_ID,
  SUB_USER_ROLE_ID,
  agentFormSchema,
  subUserFormSchema,
  type SubUserForm,
} from '@canam/domain/forms/teamMember';
import type { UserAccountDto } from '@canam/domain/rest/users';
import type { MutationResolvers, UserError } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { userStatusCode } from '../models/people.ts';
import { databaseIdOf } from '../relay/ids.ts';
import { issuesAsUserErrors } from './accountErrors.ts';
import { notFoundError } from './offerErrors.ts';
import { peopleRefusal, requireLogin } from './peopleErrors.ts';

type TeamMutations = Pick<
  MutationResolvers,
  'createAgent' | 'updateAgent' | 'createCompanyUser' | 'updateCompanyUser' | 'setUserStatus'
>;

/** The person fields of both forms, as the inputs give them. */
interface PersonInput {
  userId?: string;
  firstName: string;
  lastName: string;
  email: string;
  officePhoneNumber: string;
  extension?: string | null;
  mobileNumber?: string | null;
  nickname?: string | null;
}

const FIELDS = ['userId', 'firstName', 'lastName', 'email', 'officePhoneNumber', 'extension'];
const PERSON_FIELDS = [...FIELDS, 'mobileNumber', 'nickname'];
/** The api's `id` of PUT user and PUT user/status is the input's userId. */
const RENAMED = { id: 'userId' };

const refused = (userErrors: UserError[]) => ({
  user: null,
  userEdge: null,
  invitationSent: null,
  userErrors,
});

const answered = (user: UserAccountDto) => ({
  user,
  userEdge: null,
  invitationSent: null,
  userErrors: [],
});

/** The REST person of a checked form (user/create, PUT user); a nickname for agents only. */
function restPerson(form: SubUserForm, nickname?: string | null) {
  const { firstName, lastName, email, officePhoneNumber, extension, mobileNumber } = form;
  return {
    firstName,
    lastName,
    email,
    ...(nickname === undefined ? {} : { nickname }),
    userDetails: { officePhoneNumber, extension, mobileNumber },
  };
}

/** The form's values as the api takes them, or the form's issues as userErrors. */
function personForm(input: PersonInput, agent: boolean) {
  const form = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    officePhoneNumber: input.officePhoneNumber,
    extension: input.extension ?? '',
    mobileNumber: input.mobileNumber ?? '',
  };
  if (agent) {
    const parsed = agentFormSchema.safeParse({ ...form, nickname: input.nickname ?? '' });
    if (!parsed.success) return issuesAsUserErrors(parsed.error.issues);
    return restPerson(parsed.data, parsed.data.nickname || null);
  }
  const parsed = subUserFormSchema.safeParse(form);
  return parsed.success ? restPerson(parsed.data) : issuesAsUserErrors(parsed.error.issues);
}

async function createMember(context: GatewayContext, input: PersonInput, agent: boolean) {
  requireLogin(context.credentials);
  const person = personForm(input, agent);
  if (Array.isArray(person)) return refused(person);
  const { loaders } = context;
  try {
    // 'invalid email' (EMAIL_TAKEN) stops the save before anything is created.
    await loaders.accounts.validateRepeatEmail(person.email);
    const answer = await loaders.team.create({
      ...person,
      rolesId: [(agent ? AGENT_ROLE_ID : SUB_USER_ROLE_ID) as 2 | 4],
    });
    return {
      user: answer.user,
      // The newest user is the first of its list.
      userEdge: { cursor: offsetToCursor(0), node: answer.user },
      invitationSent: answer.invitationSent,
      userErrors: [],
    };
  } catch (error) {
    return refused(peopleRefusal(error, { fields: PERSON_FIELDS }));
  }
}

async function updateMember(context: GatewayContext, input: PersonInput, agent: boolean) {
  requireLogin(context.credentials);
  const id = databaseIdOf(input.userId ?? '', 'User');
  if (id === null) return refused(notFoundError('userId', 'User'));
  const person = personForm(input, agent);
  if (Array.isArray(person)) return refused(person);
  const { loaders } = context;
  try {
    await loaders.accounts.validateRepeatEmail(person.email, id);
    return answered((await loaders.team.update({ id, ...person })).user);
  } catch (error) {
    return refused(peopleRefusal(error, { fields: PERSON_FIELDS, renamed: RENAMED }));
  }
}

export const teamMutations: TeamMutations = {
  createAgent: (_root, { input }, context) => createMember(context, input, true),
  updateAgent: (_root, { input }, context) => updateMember(context, input, true),
  createCompanyUser: (_root, { input }, context) => createMember(context, input, false),
  updateCompanyUser: (_root, { input }, context) => updateMember(context, input, false),

  // Clients for their own company's users, agent managers for agents: the api decides (403).
  async setUserStatus(_root, { input }, context) {
    requireLogin(context.credentials);
    const id = databaseIdOf(input.userId, 'User');
    if (id === null) return refused(notFoundError('userId', 'User'));
    try {
      const answer = await context.loaders.team.setStatus({
        id,
        status: userStatusCode(input.status),
      });
      return answered(answer.user);
    } catch (error) {
      return refused(peopleRefusal(error, { fields: ['userId', 'status'], renamed: RENAMED }));
    }
  },
};
