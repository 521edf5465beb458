// GET /api/vehicle/getFiltersCanam?make=a,b&model=c: makes, models and trims to filter by.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import { filtersQuery, vehicleFilters } from '@canam/domain/rest/vehicle';
import { audienceOf } from '../../vehicles/audience.ts';
import { loadFilterOptions } from '../../vehicles/filterOptions.ts';

export const vehicleFiltersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicle/getFiltersCanam',
    {
      schema: {
        tags: ['vehicle'],
        summary: 'Makes, models and trims, narrowed by the chosen makes and models',
        querystring: filtersQuery,
        response: { 200: vehicleFilters, ...errorResponses },
      },
    },
    (request) =>
      loadFilterOptions(
        app.db,
        audienceOf(request.viewer),
        request.query.make,
        request.query.model,
      ),
  );
};
