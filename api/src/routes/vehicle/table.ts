// GET /api/vehicle/getForTable (the super admin vehicle table, specification 001, section 2) and
// PUT /api/vehicle/agent (its inline agent box). Super admins and admins only: everyone else,
// guests included, gets 403 before its body is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import {
  assignAgentBody,
  vehicleTablePage,
  vehicleTableQuery,
  vehicleTableRow,
} from '@canam/domain/rest/vehicleTable';
import { vehicleNotFound } from '../../errors.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import { assignAgent } from '../../vehicles/assignAgent.ts';
import { audienceOf } from '../../vehicles/audience.ts';
import { tableRowOf, vehicleTable } from '../../vehicles/vehicleTable.ts';

export const vehicleTableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicle/getForTable',
    {
      schema: {
        tags: ['vehicle records'],
        summary: 'Every vehicle with its record counts, searched and sorted (admins)',
        querystring: vehicleTableQuery,
        response: { 200: vehicleTablePage, ...errorResponses },
      },
    },
    (request) => vehicleTable(app.db, audienceOf(requireViewer(request)), request.query),
  );

  app.put(
    '/api/vehicle/agent',
    {
      schema: {
        tags: ['vehicle records'],
        summary: "Make an active agent the vehicle's owning agent (admins)",
        body: assignAgentBody,
        response: { 200: vehicleTableRow, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await assignAgent(app.changes, request.body);
      const row = await tableRowOf(app.db, audienceOf(viewer), request.body.vehicleId);
      if (!row) throw vehicleNotFound();
      return row;
    },
  );
};
