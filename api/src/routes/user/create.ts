// POST /api/user/create: public sign-up. Creates a dealer account with role id 3 (ROLE_CLIENT)
// and no company, and e-mails the link to the company registration form. The account stays when
// the e-mail cannot be sent (the failure is on the email_message row).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGN_UP_ROLE_ID } from '@canam/domain/forms/signUp';
import { ACCOUNT_MESSAGES, signUpBody, signUpResponse } from '@canam/domain/rest/accounts';
import { errorBody, errorResponses } from '@canam/domain/rest/paged';
import { deliverAll } from '../../accounts/delivery.ts';
import { takeAttempt } from '../../accounts/rateLimits.ts';
import { signUp } from '../../accounts/signUp.ts';
import { forbidden } from '../../errors.ts';

export const SIGN_UP_ROLE_MESSAGE = 'Sign-up creates buyer accounts only';

export const createUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/create',
    {
      schema: {
        tags: ['user'],
        summary: 'Sign up (role id 3); e-mails the company registration link',
        body: signUpBody,
        response: { 200: signUpResponse, ...errorResponses, 429: errorBody },
      },
    },
    async (request) => {
      const { rolesId } = request.body;
      if (rolesId && !(rolesId.length === 1 && rolesId[0] === SIGN_UP_ROLE_ID)) {
        throw forbidden('ROLE_NOT_ALLOWED', SIGN_UP_ROLE_MESSAGE);
      }
      const limits = app.accounts.rateLimits;
      await takeAttempt(app.db, [
        [limits.signUpPerAddress, request.ip],
        [limits.signUpPerEmail, request.body.email],
      ]);
      const { user, mailId } = await signUp(app.db, app.accounts.publicBaseUrl, request.body);
      await deliverAll(app.db, app.accounts.mailer, [mailId], request.log);
      return { message: ACCOUNT_MESSAGES.userCreated, user } as const;
    },
  );
};
