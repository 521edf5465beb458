// PUT /api/company {id, status}: staff who review dealers (admins, super admins, reviewers) accept
// (1), put back in review (2) or reject (3) a company. The review screen comes in a later issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  companyStatusBody,
  companyStatusResponse,
} from '@canam/domain/rest/accounts';
import { errorResponses } from '@canam/domain/rest/paged';
import { setCompanyStatus } from '../../accounts/companyStatus.ts';
import { viewerRights } from '../../auth/viewer.ts';
import { forbidden, notFound } from '../../errors.ts';
import { requireViewer } from '../../plugins/authentication.ts';

export const COMPANY_NOT_FOUND = 'Company not found';

export const companyStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/company',
    {
      schema: {
        tags: ['company'],
        summary: 'Accept, review or reject a dealer company (dealer reviewers)',
        body: companyStatusBody,
        response: { 200: companyStatusResponse, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (!viewerRights(viewer).reviewsDealers) {
        throw forbidden();
      }
      const company = await setCompanyStatus(app.db, request.body.id, request.body.status);
      if (!company) throw notFound('COMPANY_NOT_FOUND', COMPANY_NOT_FOUND);
      return { message: ACCOUNT_MESSAGES.companyStatusUpdated, company } as const;
    },
  );
};
