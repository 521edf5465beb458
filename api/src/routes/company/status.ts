// PUT /api/company: with {id, status}, staff who review dealers (admins, super admins, reviewers)
// accept (1), put back in review (2) or reject (3) a company ('Company status updated'); with the
// company form (the admin users pages' company modal) they edit its fields ('Company successfully
// updated', answered with the dealer record). Everyone else, guests included, gets 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { COMPANY_REVIEW_MESSAGES } from '@canam/domain/forms/companyReview';
import {
  COMPANY_MESSAGES_REST,
  companyUpdateBody,
  companyUpdateResponse,
} from '@canam/domain/rest/companies';
import { errorResponses } from '@canam/domain/rest/paged';
import { setCompanyStatus } from '../../accounts/companyStatus.ts';
import { dealerRecordById } from '../../companies/dealerRecord.ts';
import { editCompany } from '../../companies/editCompany.ts';
import { companyNotFound } from '../../companies/refusals.ts';
import { requireViewer } from '../../plugins/authentication.ts';

export const COMPANY_NOT_FOUND = COMPANY_MESSAGES_REST.notFound;

export const companyStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/company',
    {
      schema: {
        tags: ['company'],
        summary:
          'Accept, review or reject a company ({id, status}), or edit its fields (dealer reviewers)',
        body: companyUpdateBody,
        response: { 200: companyUpdateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const body = request.body;
      if (body.status !== undefined) {
        const company = await setCompanyStatus(app.changes, app.accounts, {
          companyId: body.id,
          status: body.status,
          reviewerId: viewer.id,
        });
        return { message: ACCOUNT_MESSAGES.companyStatusUpdated, company } as const;
      }
      await editCompany(app.db, body);
      const company = await dealerRecordById(app.db, body.id);
      if (!company) throw companyNotFound();
      return { message: COMPANY_REVIEW_MESSAGES.updated, company } as const;
    },
  );
};
