// POST /api/user/validate-repeat-email {email, userId?}: whether an address is free before a user
// is saved. Taken is a normal answer: 400 'invalid email' (specification 000, section 4).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  validateRepeatEmailBody,
  validateRepeatEmailResponse,
} from '@canam/domain/rest/accounts';
import { errorBody, errorResponses } from '@canam/domain/rest/paged';
import { takeAttempt } from '../../accounts/rateLimits.ts';
import { userIdByEmail } from '../../accounts/users.ts';
import { badRequest } from '../../errors.ts';

export const validateRepeatEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/validate-repeat-email',
    {
      schema: {
        tags: ['user'],
        summary: "Whether an e-mail is free (400 'invalid email' when taken)",
        body: validateRepeatEmailBody,
        response: { 200: validateRepeatEmailResponse, ...errorResponses, 429: errorBody },
      },
    },
    async (request) => {
      await takeAttempt(app.db, [[app.accounts.rateLimits.emailCheckPerAddress, request.ip]]);
      const owner = await userIdByEmail(app.db, request.body.email);
      if (owner !== null && owner !== request.body.userId) {
        throw badRequest('EMAIL_TAKEN', ACCOUNT_MESSAGES.invalidEmail);
      }
      return { message: ACCOUNT_MESSAGES.validEmail } as const;
    },
  );
};
