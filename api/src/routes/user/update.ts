// PUT /api/user: edit an agent (agent managers) or a user of the caller's own company (clients).
// 403 NOT_YOUR_USER for anyone else's user, 404 USER_NOT_FOUND, 400 'invalid email' (EMAIL_TAKEN)
// for an address another user holds. Callers with neither right get 403 before any work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEAM_MESSAGES } from '@canam/domain/forms/teamMember';
import { errorResponses } from '@canam/domain/rest/paged';
import { userUpdateBody, userUpdated } from '@canam/domain/rest/users';
import { userNotFound } from '../../errors.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import { updateUser } from '../../users/updateUser.ts';
import { userAccountById } from '../../users/userAccounts.ts';

export const updateUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user',
    {
      schema: {
        tags: ['people'],
        summary: "Edit an agent (agent managers) or a user of the caller's own company (clients)",
        body: userUpdateBody,
        response: { 200: userUpdated, ...errorResponses },
      },
    },
    async (request) => {
      await updateUser(app.db, requireViewer(request), request.body);
      const user = await userAccountById(app.db, request.body.id);
      if (!user) throw userNotFound();
      return { message: TEAM_MESSAGES.updated, user } as const;
    },
  );
};
