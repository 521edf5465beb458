// GET /api/client/vehicles: the client vehicles table of /buyer/client/vehicles/table, every
// negotiation and purchase of the users of the caller's own company (users/clientVehicles.ts).
// Clients only: everyone else, guests included, gets 403 before any work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientVehiclePage, clientVehiclesQuery } from '@canam/domain/rest/clientVehicles';
import { errorResponses } from '@canam/domain/rest/paged';
import { requireViewer } from '../../plugins/authentication.ts';
import { companyVehiclePage } from '../../users/clientVehicles.ts';

export const clientVehiclesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/client/vehicles',
    {
      schema: {
        tags: ['people'],
        summary:
          "The vehicles the users of the caller's own company negotiated or bought, one row " +
          'per vehicle and user, with where each stands (clients)',
        querystring: clientVehiclesQuery,
        response: { 200: clientVehiclePage, ...errorResponses },
      },
    },
    (request) => companyVehiclePage(app.db, requireViewer(request).companyId, request.query),
  );
};
