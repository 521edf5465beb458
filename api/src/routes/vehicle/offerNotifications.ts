// GET /api/vehicle/offer-notifications: offer notifications of admins, super admins, agents and
// dealers (403 for the reviewer), paged 6 at a time. Marking them read: readNotifications.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerNotificationPage, offerNotificationQuery } from '@canam/domain/rest/notifications';
import { errorResponses } from '@canam/domain/rest/paged';
import { listOfferNotifications } from '../../notifications/offerNotifications.ts';
import { requireViewer } from '../../plugins/authentication.ts';

export const offerNotificationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicle/offer-notifications',
    {
      schema: {
        tags: ['notification'],
        summary: "Offer notifications: an agent's or a dealer's own, every staff one for admins",
        querystring: offerNotificationQuery,
        response: { 200: offerNotificationPage, ...errorResponses },
      },
    },
    (request) => {
      const viewer = requireViewer(request);
      return listOfferNotifications(app.db, viewer, request.query);
    },
  );
};
