// GET /api/getUserNotificationValues?token=: the e-mail notification preference {id, acceptEmail}
// of a /disable/notifications/{token} link (no login), or of the logged-in user without a token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import {
  notificationValues,
  userOfNotificationsToken,
} from '../../accounts/notificationPreference.ts';
import { unauthorized } from '../../errors.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import {
  notificationValues as notificationValuesSchema,
  notificationValuesQuery,
} from '@canam/domain/rest/accounts';

export const notificationValuesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/getUserNotificationValues',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The e-mail notification preference of a link or of the logged-in user',
        querystring: notificationValuesQuery,
        response: { 200: notificationValuesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { token } = request.query;
      const userId = token
        ? await userOfNotificationsToken(app.db, token)
        : requireViewer(request).id;
      const values = await notificationValues(app.db, userId);
      if (!values) throw unauthorized();
      return values;
    },
  );
};
