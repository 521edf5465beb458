// PUT /api/user/status {id, status}: deactivate (0) or activate (1) an agent (agent managers) or a
// user of the caller's own company (clients), never oneself (400 NOT_SELF). Deactivating ends the
// user's sessions at once (users/userStatus.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEAM_MESSAGES } from '@canam/domain/forms/teamMember';
import { errorResponses } from '@canam/domain/rest/paged';
import { userStatusBody, userStatusUpdated } from '@canam/domain/rest/users';
import { userNotFound } from '../../errors.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import { userAccountById } from '../../users/userAccounts.ts';
import { setUserStatus } from '../../users/userStatus.ts';

export const userStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user/status',
    {
      schema: {
        tags: ['people'],
        summary:
          "Deactivate (0) or activate (1) an agent or a user of the caller's own company; " +
          'deactivating ends its sessions',
        body: userStatusBody,
        response: { 200: userStatusUpdated, ...errorResponses },
      },
    },
    async (request) => {
      await setUserStatus(app.changes, requireViewer(request), request.body);
      const user = await userAccountById(app.db, request.body.id);
      if (!user) throw userNotFound();
      return { message: TEAM_MESSAGES.statusUpdated, user } as const;
    },
  );
};
