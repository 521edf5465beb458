// POST /api/company/saveDealer: the assign-company page's dealer form (specification 001, sections
// 3, 5 and 8). A new client is invited by e-mail; an existing dealer user is updated; its company
// is saved or an existing one assigned. 'Dealer successfully registered/updated' or 'Company
// assigned successfully'; 400 with the form's own message, 'invalid email' (EMAIL_TAKEN) for a
// taken address. Dealer reviewers only: everyone else, guests included, gets 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealerSaved, saveDealerBody } from '@canam/domain/rest/companies';
import { errorResponses } from '@canam/domain/rest/paged';
import { dealerRecordById } from '../../companies/dealerRecord.ts';
import { saveDealer } from '../../companies/saveDealer.ts';
import { userAccountById } from '../../users/userAccounts.ts';
import { requireViewer } from '../../plugins/authentication.ts';

export const saveDealerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/company/saveDealer',
    {
      schema: {
        tags: ['company'],
        summary: 'Register or update a dealer user and its company (dealer reviewers)',
        body: saveDealerBody,
        response: { 200: dealerSaved, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const saved = await saveDealer(app.changes, app.accounts, viewer.id, request.body);
      const [user, company] = await Promise.all([
        userAccountById(app.db, saved.userId),
        dealerRecordById(app.db, saved.companyId, saved.userId),
      ]);
      if (!user || !company) throw new Error('The saved dealer is gone');
      return { message: saved.message, user, company };
    },
  );
};
