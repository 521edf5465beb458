// POST /api/user/send-company-email {email} or {userId}: staff who review dealers (admins, super admins,
// reviewers) e-mail a pre-registered user a new link to the company form; older links end.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  emailSentResponse,
  sendCompanyEmailBody,
} from '@canam/domain/rest/accounts';
import { errorBody, errorResponses } from '@canam/domain/rest/paged';
import { deliverAll } from '../../accounts/delivery.ts';
import { queueConfirmation } from '../../accounts/signUp.ts';
import { badRequest, notFound, upstreamFailed } from '../../errors.ts';

export const COMPANY_ALREADY_REGISTERED = 'This user already registered a company';

export const sendCompanyEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/send-company-email',
    {
      schema: {
        tags: ['user'],
        summary: 'E-mail a user a new company registration link (dealer reviewers)',
        body: sendCompanyEmailBody,
        response: { 200: emailSentResponse, ...errorResponses, 502: errorBody },
      },
    },
    async (request) => {
      const mailId = await app.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('app_user')
          .select(['id', 'email', 'first_name', 'company_id', 'pre_register_company_id'])
          .where((eb) =>
            request.body.userId !== undefined
              ? eb('id', '=', request.body.userId)
              : eb(eb.fn('lower', ['email']), '=', request.body.email ?? ''),
          )
          .executeTakeFirst();
        if (!user) throw notFound('EMAIL_NOT_FOUND', ACCOUNT_MESSAGES.emailNotFound);
        if (user.company_id !== null || user.pre_register_company_id !== null) {
          throw badRequest('COMPANY_ALREADY_REGISTERED', COMPANY_ALREADY_REGISTERED);
        }
        return queueConfirmation(trx, app.accounts.publicBaseUrl, {
          id: user.id,
          email: user.email,
          firstName: user.first_name,
        });
      });
      if (!(await deliverAll(app.db, app.accounts.mailer, [mailId], request.log))) {
        throw upstreamFailed('EMAIL_NOT_SENT', ACCOUNT_MESSAGES.emailNotSent);
      }
      return { message: ACCOUNT_MESSAGES.emailSent } as const;
    },
  );
};
