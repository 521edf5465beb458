// POST /api/auth/logout: ends the session of the bearer token (and of the refresh token sent,
// if it belongs to the same user).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import { logoutBody, logoutResponse } from '@canam/domain/rest/auth';
import { revokeSession, sessionOfRefreshToken } from '../../auth/tokens.ts';
import { forbidden } from '../../errors.ts';
import { requireViewer } from '../../plugins/authentication.ts';

export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        body: logoutBody,
        response: { 200: logoutResponse, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      // The gate lets only sessions through (a personal access token is no session).
      if (!viewer.sessionId) throw forbidden();
      await revokeSession(app.db, viewer.sessionId, 'logout');
      const refreshToken = request.body?.refreshToken;
      const other = refreshToken ? await sessionOfRefreshToken(app.db, refreshToken) : null;
      if (other && other !== viewer.sessionId) {
        const owner = await app.db
          .selectFrom('auth_session')
          .select('user_id')
          .where('id', '=', other)
          .executeTakeFirst();
        if (owner?.user_id === viewer.id) await revokeSession(app.db, other, 'logout');
      }
      return { ok: true };
    },
  );
};
