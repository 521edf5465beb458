// POST /api/forgotPassword {email}: e-mails a link to /auth/password/{token} (one hour, single use;
// older links of the user end). 404 'Email not found' for an unknown address (the specification's
// answer), 502 'Email not sent' when the mail server refuses, 429 over the limits.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  forgotPasswordBody,
  forgotPasswordResponse,
} from '@canam/domain/rest/accounts';
import { errorBody, errorResponses } from '@canam/domain/rest/paged';
import { deliverAll } from '../../accounts/delivery.ts';
import { requestPasswordReset } from '../../accounts/passwordReset.ts';
import { takeAttempt } from '../../accounts/rateLimits.ts';
import { upstreamFailed } from '../../errors.ts';

export const forgotPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/forgotPassword',
    {
      schema: {
        tags: ['password'],
        summary: 'E-mail a link to choose a new password',
        body: forgotPasswordBody,
        response: {
          200: forgotPasswordResponse,
          ...errorResponses,
          429: errorBody,
          502: errorBody,
        },
      },
    },
    async (request) => {
      const limits = app.accounts.rateLimits;
      await takeAttempt(app.db, [
        [limits.forgotPasswordPerEmail, request.body.email],
        [limits.forgotPasswordPerAddress, request.ip],
      ]);
      const mailId = await requestPasswordReset(
        app.db,
        app.accounts.publicBaseUrl,
        request.body.email,
      );
      if (!(await deliverAll(app.db, app.accounts.mailer, [mailId], request.log))) {
        throw upstreamFailed('EMAIL_NOT_SENT', ACCOUNT_MESSAGES.emailNotSent);
      }
      return { message: ACCOUNT_MESSAGES.recoverPasswordSent } as const;
    },
  );
};
