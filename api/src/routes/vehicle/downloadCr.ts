// GET /api/vehicle/downloadCr?id=: {url, error}, the condition report of a vehicle the caller may
// see, or url null with the specification's 'Nothing to show…' text. 404 for a vehicle the
// caller may not see (Draft and Inactive stay in the back office).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conditionReportDownload,
  conditionReportQuery,
  NO_CONDITION_REPORT_MESSAGE,
} from '@canam/domain/rest/vehicle';
import { errorResponses } from '@canam/domain/rest/paged';
import { vehicleNotFound } from '../../errors.ts';
import { audienceOf } from '../../vehicles/audience.ts';
import { conditionReportUrl } from '../../vehicles/conditionReport.ts';

export const conditionReportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicle/downloadCr',
    {
      schema: {
        tags: ['vehicle'],
        summary: 'The condition report link of a vehicle',
        querystring: conditionReportQuery,
        response: { 200: conditionReportDownload, ...errorResponses },
      },
    },
    async (request) => {
      const url = await conditionReportUrl(app.db, audienceOf(request.viewer), request.query.id);
      if (url === undefined) throw vehicleNotFound();
      return url ? { url, error: null } : { url: null, error: NO_CONDITION_REPORT_MESSAGE };
    },
  );
};
