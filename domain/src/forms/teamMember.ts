// The sub-user form of /buyer/users and the agent form of /admin/agent (specification 001,
// sections 3 and 5): ONE set of rules for the forms, PUT /api/user and POST /api/user/create.
// An agent has a nickname besides; sub-users get role id 2, agents role id 4.
import { z } from 'zod';
import { ROLE_IDS } from '../roles.ts';
import {
  SIGN_UP_MESSAGES,
  emailSchema,
  extensionSchema,
  optionalPhoneSchema,
  personNameSchema,
  phoneSchema,
} from './signUp.ts';

export const NICKNAME_MAX_LENGTH = 50;

export const TEAM_MESSAGES = {
  nicknameTooLong: `Type at most ${NICKNAME_MAX_LENGTH} characters.`,
  /** Toasts of the specification (section 8), typos included. */
  created: 'User created succesfully',
  updated: 'User updated succesfully',
  statusUpdated: 'Updated successfully',
  emailTaken: SIGN_UP_MESSAGES.emailTaken,
  /** Not shown by the specification (docs/decisions.md). */
  deactivateConfirm: 'Do you want to deactivate this user? It will be logged out at once.',
  activateConfirm: 'Do you want to activate this user again?',
  couldNotUpdate: 'Could not update user, try again later',
} as const;

/** Role ids a team form creates (specification 001 §9). */
export const SUB_USER_ROLE_ID = ROLE_IDS.ROLE_BUYER;
export const AGENT_ROLE_ID = ROLE_IDS.ROLE_AGENT;

const teamMemberShape = {
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  officePhoneNumber: phoneSchema,
  extension: extensionSchema,
  mobileNumber: optionalPhoneSchema,
};

/** The client's sub-user form. */
export const subUserFormSchema = z.object(teamMemberShape);
export type SubUserForm = z.infer<typeof subUserFormSchema>;

/** The admin's agent form: the same fields plus an optional nickname. */
export const agentFormSchema = z.object({
  ...teamMemberShape,
  nickname: z.string().trim().max(NICKNAME_MAX_LENGTH, TEAM_MESSAGES.nicknameTooLong),
});
export type AgentForm = z.infer<typeof agentFormSchema>;

export const emptySubUserForm: SubUserForm = {
  firstName: '',
  lastName: '',
  email: '',
  officePhoneNumber: '',
  extension: '',
  mobileNumber: '',
};
export const emptyAgentForm: AgentForm = { ...emptySubUserForm, nickname: '' };

/** The REST userDetails of a team member (POST /api/user/create, PUT /api/user). */
export const teamMemberDetailsSchema = z.object({
  officePhoneNumber: phoneSchema,
  extension: extensionSchema.nullish().transform((value) => value ?? ''),
  mobileNumber: optionalPhoneSchema.nullish().transform((value) => value ?? ''),
});
