// GET /api/vehicle/findVehicle: the single vehicle matching the catalogue filters, as the caller
// may see it (prices, statuses and back-office fields as on GET /api/vehicle). 400 without a
// narrowing filter, 404 'Vehicle not found' when none the caller may see matches, 409 when
// several do.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, errorResponses } from '@canam/domain/rest/paged';
import { vehicleDto } from '@canam/domain/rest/vehicle';
import { findVehicleQuery } from '@canam/domain/rest/vehicleLookup';
import { audienceOf } from '../../vehicles/audience.ts';
import { findVehicle } from '../../vehicles/findVehicle.ts';

export const findVehicleRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicle/findVehicle',
    {
      schema: {
        tags: ['vehicle'],
        summary: 'The one vehicle matching the catalogue filters (at least one filter)',
        querystring: findVehicleQuery,
        response: { 200: vehicleDto, ...errorResponses, 409: errorBody },
      },
    },
    (request) => findVehicle(app.db, audienceOf(request.viewer), request.query),
  );
};
