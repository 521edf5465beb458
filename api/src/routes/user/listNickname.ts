// GET /api/user/listNickname: the agents for the back office's owner filter and agent pick.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import { agentNicknames } from '@canam/domain/rest/user';
import { listAgents } from '../../users/agents.ts';

export const agentNicknamesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/listNickname',
    {
      schema: {
        tags: ['user'],
        summary: 'The agents with their nicknames, by last name (admins and agents)',
        response: { 200: agentNicknames, ...errorResponses },
      },
    },
    () => listAgents(app.db),
  );
};
