// GET and POST /api/access-tokens, DELETE /api/access-tokens/{id}: the caller's own personal
// access tokens. Only a session may call them (access.ts gives them no token scope).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenList,
  accessTokenParams,
  createAccessTokenBody,
  createdAccessToken,
  revokedAccessToken,
} from '@canam/domain/rest/accessTokens';
import { errorResponses } from '@canam/domain/rest/paged';
import {
  createAccessToken,
  listAccessTokens,
  revokeAccessToken,
} from '../../users/accessTokens.ts';
import { requireViewer } from '../../plugins/authentication.ts';

export const accessTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/access-tokens',
    {
      schema: {
        tags: ['access-token'],
        summary: "The caller's personal access tokens, newest first (revoked and expired too)",
        response: { 200: accessTokenList, ...errorResponses },
      },
    },
    async (request) => ({ data: await listAccessTokens(app.db, requireViewer(request).id) }),
  );

  app.post(
    '/api/access-tokens',
    {
      schema: {
        tags: ['access-token'],
        summary: 'Create a personal access token; its secret is in this answer only',
        body: createAccessTokenBody,
        response: { 200: createdAccessToken, ...errorResponses },
      },
    },
    async (request) => createAccessToken(app.db, requireViewer(request), request.body),
  );

  app.delete(
    '/api/access-tokens/:id',
    {
      schema: {
        tags: ['access-token'],
        summary: 'Revoke one of the caller’s personal access tokens (at once)',
        params: accessTokenParams,
        response: { 200: revokedAccessToken, ...errorResponses },
      },
    },
    async (request) => ({
      accessToken: await revokeAccessToken(app.db, requireViewer(request).id, request.params.id),
    }),
  );
};
