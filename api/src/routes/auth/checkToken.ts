// POST /api/auth/checkToken {refreshToken}: a new token pair (the refresh token rotates) and
// the profile. A user who became inactive meanwhile loses the session. Refresh tokens cannot be
// guessed at will: 30 failed refreshes from one client address in 15 minutes answer 429.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MARKETPLACE_ID } from '@canam/domain/constants';
import { USER_STATUS } from '@canam/domain/statuses';
import { errorBody, errorResponses } from '@canam/domain/rest/paged';
import { checkTokenBody, checkTokenResponse } from '@canam/domain/rest/auth';
import { limitFailures } from '../../accounts/rateLimits.ts';
import { revokeSession, rotateSession } from '../../auth/tokens.ts';
import { ApiError, unauthorized } from '../../errors.ts';
import { loadProfile } from '../../users/profile.ts';

/** rotateSession's answer to an unknown, expired, revoked or reused refresh token. */
const isRefusedToken = (error: unknown) => error instanceof ApiError && error.statusCode === 401;

export const checkTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/checkToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new session token pair',
        body: checkTokenBody,
        response: { 200: checkTokenResponse, ...errorResponses, 429: errorBody },
      },
    },
    async (request) => {
      const { userId, sessionId, tokens } = await limitFailures(
        app.db,
        [[app.accounts.rateLimits.refreshFailuresPerAddress, request.ip]],
        isRefusedToken,
        () => rotateSession(app.db, app.tokenSettings, request.body.refreshToken),
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
