// PUT /api/user/disable-notifications: {token} switches (or sets, with acceptEmail) the e-mail
// notifications of a link's user without login; {id, acceptEmail} with a bearer sets the
// caller's own (403 for another id; no acceptEmail switches).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  disableNotificationsBody,
  disableNotificationsResponse,
} from '@canam/domain/rest/accounts';
import { errorResponses } from '@canam/domain/rest/paged';
import { setAcceptEmail, userOfNotificationsToken } from '../../accounts/notificationPreference.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { requireViewer } from '../../plugins/authentication.ts';

export const disableNotificationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user/disable-notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Switch e-mail notifications on or off',
        body: disableNotificationsBody,
        response: { 200: disableNotificationsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { token, id, acceptEmail } = request.body;
      let userId: number;
      if (token) {
        userId = await userOfNotificationsToken(app.db, token);
      } else {
        userId = requireViewer(request).id;
        if (id !== undefined && id !== userId) throw forbidden();
      }
      const values = await setAcceptEmail(app.db, userId, acceptEmail);
      if (!values) throw unauthorized();
      return { ...values, message: ACCOUNT_MESSAGES.notificationsUpdated } as const;
    },
  );
};
