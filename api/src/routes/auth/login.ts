// POST /api/login: credentials to a session, with the specification's 400 messages; 429 after
// too many failures (accounts/limitedLogin.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MARKETPLACE_ID } from '@canam/domain/constants';
import { errorBody, errorResponses } from '@canam/domain/rest/paged';
import { loginBody, loginResponse } from '@canam/domain/rest/auth';
import { authenticateWithLimits } from '../../accounts/limitedLogin.ts';
import { startSession } from '../../auth/tokens.ts';
import { unauthorized } from '../../errors.ts';
import { loadProfile } from '../../users/profile.ts';

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        body: loginBody,
        response: { 200: loginResponse, ...errorResponses, 429: errorBody },
      },
    },
    async (request) => {
      const userId = await authenticateWithLimits(app.db, app.accounts.rateLimits, {
        email: request.body.email,
        password: request.body.password,
        clientAddress: request.ip,
      });
      const user = await loadProfile(app.db, userId);
      if (!user) throw unauthorized();
      const auth = await startSession(app.db, app.tokenSettings, userId);
      return { auth, marketPlace: { id: MARKETPLACE_ID }, user };
    },
  );
};
