// POST /api/user/create. A guest signs up: a dealer account with role id 3 (ROLE_CLIENT) and no
// company, and the e-mail with the link to the company registration form; the account stays when
// the e-mail cannot be sent (the failure is on the email_message row). With a bearer: an agent
// manager invites an agent (rolesId [4]) and a client a sub-user of its own company (rolesId [2])
// (users/createTeamMember.ts). The body depends on the caller, so the OpenAPI document shows both
// shapes and the handler checks the body with the caller's schema, refusing it exactly as a route
// schema would (400 with the first message and its field).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_UP_ROLE_ID } from '@canam/domain/forms/signUp';
import { TEAM_MESSAGES } from '@canam/domain/forms/teamMember';
import { ACCOUNT_MESSAGES, signUpBody, signUpResponse } from '@canam/domain/rest/accounts';
import { errorBody, errorResponses } from '@canam/domain/rest/paged';
import { teamMemberCreateBody, teamMemberCreated } from '@canam/domain/rest/users';
import { deliverAll } from '../../accounts/delivery.ts';
import { takeAttempt } from '../../accounts/rateLimits.ts';
import { signUp } from '../../accounts/signUp.ts';
import { forbidden, userNotFound } from '../../errors.ts';
import { inputRefused } from '../../plugins/errorHandler.ts';
import { createTeamMember, requireCreatableRoles } from '../../users/createTeamMember.ts';
import { userAccountById } from '../../users/userAccounts.ts';

export const SIGN_UP_ROLE_MESSAGE = 'Sign-up creates buyer accounts only';

/** What the OpenAPI document shows: a guest's sign-up, or a bearer's team member. */
const createUserBody = z.union([signUpBody, teamMemberCreateBody]);
/** The team member's answer first: the sign-up answer's schema would strip its fields. */
const createUserResponse = z.union([teamMemberCreated, signUpResponse]);

function parsed<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw inputRefused(result.error);
  return result.data;
}

export const createUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/create',
    {
      schema: {
        tags: ['user'],
        summary:
          'Sign up (a guest: SignUp, role id 3, e-mails the company registration link), or ' +
          'invite an agent (rolesId [4], agent managers) or a sub-user of your own company ' +
          '(rolesId [2], clients) with a bearer: TeamMemberCreate',
        body: createUserBody,
        response: { 200: createUserResponse, ...errorResponses, 429: errorBody },
      },
      // Checked in the handler with the caller's schema (above).
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request) => {
      const viewer = request.viewer;
      if (viewer) {
        requireCreatableRoles(viewer, request.body);
        const body = parsed(teamMemberCreateBody, request.body);
        const { userId, sent } = await createTeamMember(app.db, app.accounts, viewer, body);
        const user = await userAccountById(app.db, userId);
        if (!user) throw userNotFound();
        return { message: TEAM_MESSAGES.created, user, invitationSent: sent } as const;
      }
      const body = parsed(signUpBody, request.body);
      const { rolesId } = body;
      if (rolesId && !(rolesId.length === 1 && rolesId[0] === SIGN_UP_ROLE_ID)) {
        throw forbidden('ROLE_NOT_ALLOWED', SIGN_UP_ROLE_MESSAGE);
      }
      const limits = app.accounts.rateLimits;
      await takeAttempt(app.db, [
        [limits.signUpPerAddress, request.ip],
        [limits.signUpPerEmail, body.email],
      ]);
      const { user, mailId } = await signUp(app.db, app.accounts.publicBaseUrl, body);
      await deliverAll(app.db, app.accounts.mailer, [mailId], request.log);
      return { message: ACCOUNT_MESSAGES.userCreated, user } as const;
    },
  );
};
