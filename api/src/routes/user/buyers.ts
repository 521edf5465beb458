// GET /api/user/buyers?search=: who a recorded sale may name as its buyer (active clients and
// buyers of accepted companies), searched by name, e-mail or company. Staff who edit vehicles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import { buyerList, buyersQuery } from '@canam/domain/rest/vehicleIntake';
import { listBuyers } from '../../vehicles/intake/formLists.ts';

export const buyersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/buyers',
    {
      schema: {
        tags: ['vehicle intake'],
        summary: 'Dealer users of accepted companies a sale may name as buyer (at most 300)',
        querystring: buyersQuery,
        response: { 200: buyerList, ...errorResponses },
      },
    },
    (request) => listBuyers(app.db, request.query.search),
  );
};
