// GET /api/user/listAgentClient: the edit form's agent and location pickers (the active agents
// with the export location each ships from, and every export location). Staff who edit vehicles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import { agentClientList } from '@canam/domain/rest/vehicleIntake';
import { listAgentClients } from '../../vehicles/intake/formLists.ts';

export const agentClientListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/listAgentClient',
    {
      schema: {
        tags: ['vehicle intake'],
        summary: 'The active agents with their export location, and every export location',
        response: { 200: agentClientList, ...errorResponses },
      },
    },
    () => listAgentClients(app.db),
  );
};
