// GET /api/user/listNickname: the agents for the staff lists' owner filter (staff only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/authentication.ts';
import { errorResponses } from '../../schemas/common.ts';
import { agentNicknames } from '../../schemas/user.ts';
import { listAgents } from '../../users/agents.ts';

export const agentNicknamesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/listNickname',
    {
      schema: {
        tags: ['user'],
        summary: 'The agents with their nicknames, by last name (staff only)',
        response: { 200: agentNicknames, ...errorResponses },
      },
    },
    (request) => {
      requireStaff(request);
      return listAgents(app.db);
    },
  );
};
