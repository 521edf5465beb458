// REST contract of the people pages (specification 001, sections 2, 3, 4, 7 and 9): the admin
// users lists (Pending, Active, Rejected), the agents page, the client's sub-users, creating and
// editing them (POST /api/user/create, PUT /api/user) and their status (PUT /api/user/status).
// Who may call each route: domain/src/access.ts.
import { z } from 'zod';
import { MAX_PAGE_SIZE, TABLE_PAGE_SIZE } from '../constants.ts';
import { ROLE_NAMES } from '../roles.ts';
import { DEALER_STAGES, USER_LIST_TYPES } from '../statuses.ts';
import {
  NICKNAME_MAX_LENGTH,
  TEAM_MESSAGES,
  teamMemberDetailsSchema,
} from '../forms/teamMember.ts';
import { emailSchema, personNameSchema } from '../forms/signUp.ts';
import { id, isoDate, personName } from './fields.ts';
import { MAX_PAGE, databaseId, wholeNumber } from './ids.ts';
import { paged } from './paged.ts';
import { blankToUndefined, optionalParam } from './params.ts';

const companyStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A company as a user row names it. */
export const companyRef = z
  .object({
    id,
    companyName: z.string().nullable(),
    commercialName: z.string().nullable(),
    status: companyStatus,
  })
  .meta({ id: 'CompanyRef' });
export type CompanyRefDto = z.output<typeof companyRef>;

/**
 * A user as the back-office tables show it (specification 001 §3: sub-user, agent, user details).
 * Only callers allowed to list that user ever get one (access.ts).
 */
export const userAccount = z
  .object({
    id,
    ...personName.shape,
    email: z.string(),
    nickname: z.string().nullable(),
    /** 0 inactive, 1 active. */
    status: z.union([z.literal(0), z.literal(1)]),
    rolesId: z.array(z.number().int()),
    roles: z.array(z.object({ id: z.number().int(), name: z.enum(ROLE_NAMES) })),
    /** A dealer's stage (statuses.ts DEALER_STAGES); null for staff. */
    stage: z.enum(DEALER_STAGES).nullable(),
    /** Whether the user has set a password (an invited user has not until it accepts). */
    invitationPending: z.boolean(),
    createdAt: isoDate,
    userDetails: z.object({
      extension: z.string().nullable(),
      mobileNumber: z.string().nullable(),
      officePhoneNumber: z.string().nullable(),
      auctionAccessNumber: z.string().nullable(),
      /** The company the user belongs to (its id, as the specification names it twice). */
      companiesId: z.number().int().nullable(),
      companyId: z.number().int().nullable(),
      company: companyRef.nullable(),
      /** The company the user registered itself, while it has none of its own. */
      preRegisterCompany: companyRef.nullable(),
    }),
  })
  .meta({ id: 'UserAccount' });
export type UserAccountDto = z.output<typeof userAccount>;
export const userAccountPage = paged(userAccount);

const search = z.preprocess(
  blankToUndefined,
  z.string().trim().max(200, 'search must be at most 200 characters').optional(),
);
const page = optionalParam(wholeNumber('page', 1, MAX_PAGE)).transform((value) => value ?? 1);
const perPage = optionalParam(wholeNumber('resourcesPerPage', 1, MAX_PAGE_SIZE)).transform(
  (value) => value ?? TABLE_PAGE_SIZE,
);

/** Text found in the first, last or nick name, the e-mail, a phone or the company's names. */
export const listQuery = z.object({ search, page, resourcesPerPage: perPage });
export type ListQuery = z.output<typeof listQuery>;

// GET /api/user/list?type=pending|active|rejected (dealer reviewers) ---------------------------

export const userListQuery = listQuery.extend({
  type: z.enum(USER_LIST_TYPES, { error: 'type must be pending, active or rejected' }),
});
export type UserListQuery = z.output<typeof userListQuery>;

// GET /api/user/agents (agent managers; roleName=ROLE_AGENT is accepted as the spec sends it) ---

export const agentListQuery = listQuery.extend({
  roleName: optionalParam(z.literal('ROLE_AGENT', { error: 'roleName must be ROLE_AGENT' })),
});

// GET /api/user/companyUsers (clients: the users of their own company, themselves included) ---
// listQuery.

// POST /api/user/create with a bearer: an agent (rolesId [4], agent managers) or a sub-user
// (rolesId [2], clients, in the client's own company). No password: the new user gets an
// invitation e-mail to /buyer/user/confirm/{token}. A guest's body is the sign-up
// (rest/accounts.ts signUpBody).

export const teamMemberCreateBody = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    rolesId: z.tuple([z.union([z.literal(2), z.literal(4)])], {
      error: 'rolesId must be [2] (a sub-user) or [4] (an agent)',
    }),
    nickname: z.string().trim().max(NICKNAME_MAX_LENGTH, TEAM_MESSAGES.nicknameTooLong).nullish(),
    userDetails: teamMemberDetailsSchema,
  })
  .meta({ id: 'TeamMemberCreate' });
export type TeamMemberCreateRequest = z.input<typeof teamMemberCreateBody>;

/** 200 'User created succesfully'; 400 'invalid email' (EMAIL_TAKEN) when the address is taken. */
export const teamMemberCreated = z.object({
  message: z.literal(TEAM_MESSAGES.created),
  user: userAccount,
  /** Whether the invitation e-mail went out (the user exists either way). */
  invitationSent: z.boolean(),
});
export type TeamMemberCreatedResponse = z.output<typeof teamMemberCreated>;

// PUT /api/user: edits an agent (agent managers) or a user of the caller's own company (clients) ---

export const userUpdateBody = z
  .object({
    id: databaseId('id'),
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    /** Agents only; ignored for anyone else. */
    nickname: z.string().trim().max(NICKNAME_MAX_LENGTH, TEAM_MESSAGES.nicknameTooLong).nullish(),
    userDetails: teamMemberDetailsSchema,
  })
  .meta({ id: 'UserUpdate' });
export type UserUpdateRequest = z.input<typeof userUpdateBody>;
/** 200 'User updated succesfully'; 400 EMAIL_TAKEN; 403 NOT_YOUR_USER; 404 USER_NOT_FOUND. */
export const userUpdated = z.object({
  message: z.literal(TEAM_MESSAGES.updated),
  user: userAccount,
});
export type UserUpdatedResponse = z.output<typeof userUpdated>;

// PUT /api/user/status {id, status}: deactivate (0) or activate (1) ---------------------------

export const USER_MESSAGES = {
  notFound: 'User not found',
  notYours: 'You can only manage the users of your own company',
  /** An agent manager names a user who is not an agent (403 NOT_YOUR_USER). */
  notAnAgent: 'You can only manage agents',
  notSelf: 'You cannot deactivate yourself',
  /** POST /api/user/create with a bearer and a role the caller may not create (403 ROLE_NOT_ALLOWED). */
  roleNotAllowed: 'You cannot create users with this role',
  /** A client without a company of its own adds a user (403 ROLE_NOT_ALLOWED). */
  noCompany: 'Your company must be registered before you add users',
} as const;

export const userStatusBody = z.object({
  id: databaseId('id'),
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }),
});
export type UserStatusRequest = z.input<typeof userStatusBody>;
/**
 * 200 'Updated successfully'. Deactivating ends the user's sessions at once (its next request is
 * a 401) and writes an `account.changed` event. 403 NOT_YOUR_USER; 400 NOT_SELF for oneself.
 */
export const userStatusUpdated = z.object({
  message: z.literal(TEAM_MESSAGES.statusUpdated),
  user: userAccount,
});
export type UserStatusUpdatedResponse = z.output<typeof userStatusUpdated>;
