// GET /api/user/profile: the profile of the bearer token's user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import { userProfile } from '@canam/domain/rest/auth';
import { unauthorized } from '../../errors.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import { loadProfile } from '../../users/profile.ts';

export const profileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/profile',
    {
      schema: {
        tags: ['user'],
        summary: 'The profile of the logged-in user',
        response: { 200: userProfile, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const profile = await loadProfile(app.db, viewer.id, viewer.roles);
      if (!profile) throw unauthorized();
      return profile;
    },
  );
};
