// The assign-company row actions (specification 001, sections 4, 7 and 8): assign a dealer user
// to a company ('Company assigned successfully'), reject it ('User rejected successfully'), and
// delete one that signed up and never went further. Dealer reviewers only: everyone else, guests
// included, gets 403 before its body is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEALER_MESSAGES } from '@canam/domain/forms/dealer';
import {
  assignCompanyBody,
  companyAssigned,
  deleteUserQuery,
  rejectCompanyBody,
  userDeleted,
  userRejected,
} from '@canam/domain/rest/companies';
import { errorResponses } from '@canam/domain/rest/paged';
import type { UserAccountDto } from '@canam/domain/rest/users';
import { assignCompany } from '../../companies/assignCompany.ts';
import { deleteDealerUser } from '../../companies/deleteDealer.ts';
import { rejectDealerUser } from '../../companies/rejectDealer.ts';
import { userNotFound } from '../../companies/refusals.ts';
import type { Db } from '../../db/database.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import { userAccountById } from '../../users/userAccounts.ts';

async function accountOf(db: Db, userId: number): Promise<UserAccountDto> {
  const user = await userAccountById(db, userId);
  if (!user) throw userNotFound();
  return user;
}

export const dealerActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/company/assignCompany',
    {
      schema: {
        tags: ['company'],
        summary: 'Make a company the company of a client or buyer (dealer reviewers)',
        body: assignCompanyBody,
        response: { 200: companyAssigned, ...errorResponses },
      },
    },
    async (request) => {
      await assignCompany(app.changes, request.body);
      const user = await accountOf(app.db, request.body.userId);
      return { message: DEALER_MESSAGES.assigned, user } as const;
    },
  );

  app.put(
    '/api/company/rejectCompany',
    {
      schema: {
        tags: ['company'],
        summary: 'Reject a dealer user: its pending company, or itself without one (reviewers)',
        body: rejectCompanyBody,
        response: { 200: userRejected, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await rejectDealerUser(app.changes, app.accounts, {
        userId: request.body.userId,
        reviewerId: viewer.id,
      });
      const user = await accountOf(app.db, request.body.userId);
      return { message: DEALER_MESSAGES.rejected, user } as const;
    },
  );

  app.delete(
    '/api/company/deleteUserNotValidate',
    {
      schema: {
        tags: ['company'],
        summary: 'Delete a dealer user who signed up and never went further (reviewers)',
        querystring: deleteUserQuery,
        response: { 200: userDeleted, ...errorResponses },
      },
    },
    async (request) => {
      await deleteDealerUser(app.db, request.query.userId);
      return { message: DEALER_MESSAGES.deleted, id: request.query.userId } as const;
    },
  );
};
