// POST /api/createPreRegisterCompany: the company form of the confirmation link. The company
// waits for review (status 2); the link is used up. An invalid, used or expired link: 400 with
// the expired-link text, and nothing changes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  companyRegistrationBody,
  companyRegistrationResponse,
} from '@canam/domain/rest/accounts';
import { errorResponses } from '@canam/domain/rest/paged';
import { registerCompany } from '../../accounts/companyRegistration.ts';

export const createPreRegisterCompanyRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/createPreRegisterCompany',
    {
      schema: {
        tags: ['company'],
        summary: 'Register the dealer company of a registration link (pending review)',
        body: companyRegistrationBody,
        response: { 200: companyRegistrationResponse, ...errorResponses },
      },
    },
    async (request) => {
      const company = await registerCompany(app.db, request.body);
      return { message: ACCOUNT_MESSAGES.companyRegistered, company } as const;
    },
  );
};
