// GET /api/setPassword/{token}: whether a password link can still be used (the page shows the
// expired text on load). PUT /api/setPassword/{token} {password}: the new password, by the rules
// of domain/src/forms/password.ts; the link is used up and the user's sessions end.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  passwordChangedResponse,
  passwordLinkResponse,
  passwordTokenParams,
  setPasswordBody,
} from '@canam/domain/rest/accounts';
import { errorResponses } from '@canam/domain/rest/paged';
import { assertPasswordLink, setPasswordWithLink } from '../../accounts/passwordReset.ts';
import { clearAttempts } from '../../accounts/rateLimits.ts';

export const setPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/setPassword/:token',
    {
      schema: {
        tags: ['password'],
        summary: 'Whether a password reset link can be used',
        params: passwordTokenParams,
        response: { 200: passwordLinkResponse, ...errorResponses },
      },
    },
    async (request) => {
      await assertPasswordLink(app.db, request.params.token, 'password_reset');
      return { valid: true } as const;
    },
  );

  app.put(
    '/api/setPassword/:token',
    {
      schema: {
        tags: ['password'],
        summary: 'Choose a new password with a reset link',
        params: passwordTokenParams,
        body: setPasswordBody,
        response: { 200: passwordChangedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { email } = await setPasswordWithLink(
        app.db,
        request.params.token,
        'password_reset',
        request.body.password,
      );
      await clearAttempts(app.db, app.accounts.rateLimits.loginFailuresPerEmail, email);
      return { message: ACCOUNT_MESSAGES.passwordChanged } as const;
    },
  );
};
