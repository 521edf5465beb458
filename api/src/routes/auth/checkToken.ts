// POST /api/auth/checkToken {refreshToken}: a new token pair (the refresh token rotates) and
// the profile. A user who became inactive meanwhile loses the session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MARKETPLACE_ID } from '@canam/domain/constants';
import { USER_STATUS } from '@canam/domain/statuses';
import { revokeSession, rotateSession } from '../../auth/tokens.ts';
import { unauthorized } from '../../errors.ts';
import { errorResponses } from '../../schemas/common.ts';
import { checkTokenBody, checkTokenResponse } from '../../schemas/auth.ts';
import { loadProfile } from '../../users/profile.ts';

export const checkTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/checkToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new session token pair',
        body: checkTokenBody,
        response: { 200: checkTokenResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { userId, sessionId, tokens } = await rotateSession(
        app.db,
        app.tokenSettings,
        request.body.refreshToken,
      );
      const user = await loadProfile(app.db, userId);
      if (!user || user.status === USER_STATUS.INACTIVE) {
        await revokeSession(app.db, sessionId, 'user inactive');
        throw unauthorized();
      }
      return { token: tokens, marketPlace: { id: MARKETPLACE_ID }, user };
    },
  );
};
