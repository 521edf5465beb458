// GET /api/vehicle (the catalogue as the caller may see it, 33 a page) and GET /api/vehicle/public
// (the public inventory, 6 a page: the dealers' statuses, prices only to whoever may see them).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_PAGE_SIZE, PUBLIC_PAGE_SIZE } from '@canam/domain/constants';
import { errorResponses } from '@canam/domain/rest/paged';
import { vehiclePage, vehicleQuery } from '@canam/domain/rest/vehicle';
import { audienceOf, publicAudienceOf } from '../../vehicles/audience.ts';
import { listVehicles } from '../../vehicles/catalogue.ts';

export const vehicleListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicle',
    {
      schema: {
        tags: ['vehicle'],
        summary: 'The catalogue: staff see every status, dealers vehicles on sale and sold',
        querystring: vehicleQuery,
        response: { 200: vehiclePage, ...errorResponses },
      },
    },
    (request) =>
      listVehicles(app.db, audienceOf(request.viewer), request.query, CATALOGUE_PAGE_SIZE),
  );

  app.get(
    '/api/vehicle/public',
    {
      schema: {
        tags: ['vehicle'],
        summary: 'The public inventory: no staff fields, prices only for those who may see them',
        querystring: vehicleQuery,
        response: { 200: vehiclePage, ...errorResponses },
      },
    },
    (request) =>
      listVehicles(app.db, publicAudienceOf(request.viewer), request.query, PUBLIC_PAGE_SIZE),
  );
};
