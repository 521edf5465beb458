// GET /api/company?id= | ?userId= (specification 001, section 7: "first result used as the
// company item"): the dealer record of a company, or of a user's company (its own, else the one
// it registered) with that user; {data: []} when there is none. Dealer reviewers only (admins,
// super admins, reviewers): everyone else, guests included, gets 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyList, companyQuery } from '@canam/domain/rest/companies';
import { errorResponses } from '@canam/domain/rest/paged';
import { dealerRecords } from '../../companies/dealerRecord.ts';

export const companyRecordRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/company',
    {
      schema: {
        tags: ['company'],
        summary: "A company's dealer record, by company or by user (dealer reviewers)",
        querystring: companyQuery,
        response: { 200: companyList, ...errorResponses },
      },
    },
    async (request) => ({ data: await dealerRecords(app.db, request.query) }),
  );
};
