// PUT /api/user/completeRegistration {registrationToken, password}: an invited user creates its
// password with the link of its invitation e-mail (single use).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  completeRegistrationBody,
  passwordChangedResponse,
} from '@canam/domain/rest/accounts';
import { errorResponses } from '@canam/domain/rest/paged';
import { setPasswordWithLink } from '../../accounts/passwordReset.ts';
import { clearAttempts } from '../../accounts/rateLimits.ts';

export const completeRegistrationRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user/completeRegistration',
    {
      schema: {
        tags: ['user'],
        summary: 'An invited user creates its password',
        body: completeRegistrationBody,
        response: { 200: passwordChangedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { email } = await setPasswordWithLink(
        app.db,
        request.body.registrationToken,
        'invitation',
        request.body.password,
      );
      await clearAttempts(app.db, app.accounts.rateLimits.loginFailuresPerEmail, email);
      return { message: ACCOUNT_MESSAGES.passwordChanged } as const;
    },
  );
};
