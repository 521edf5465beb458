// PUT /api/company/validations (specification 001, sections 3 and 8): the company validations
// modal's flags on the company name, the tax id and the dealer licence ('Validations updated
// succesfully'). Dealer reviewers only: everyone else, guests included, gets 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY_REVIEW_MESSAGES } from '@canam/domain/forms/companyReview';
import { validationsBody, validationsUpdated } from '@canam/domain/rest/companies';
import { errorResponses } from '@canam/domain/rest/paged';
import { setCompanyValidations } from '../../companies/companyValidations.ts';
import { requireViewer } from '../../plugins/authentication.ts';

export const companyValidationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/company/validations',
    {
      schema: {
        tags: ['company'],
        summary: "Set the validation flags of a company's name, tax id and licence (reviewers)",
        body: validationsBody,
        response: { 200: validationsUpdated, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const validations = await setCompanyValidations(app.db, request.body, viewer.id);
      return { message: COMPANY_REVIEW_MESSAGES.validationsUpdated, validations } as const;
    },
  );
};
