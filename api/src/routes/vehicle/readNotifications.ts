// PUT /api/vehicle/offer-notifications {ids} (the notifications a page showed, among those the
// viewer reads) and PUT /api/vehicle/readOfferNotification?vehicleId= (anyone: its own about one
// vehicle).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadBody,
  notificationsUpdated,
  vehicleNotificationsReadQuery,
} from '@canam/domain/rest/notifications';
import { errorResponses } from '@canam/domain/rest/paged';
import {
  markNotificationsRead,
  markVehicleNotificationsRead,
} from '../../notifications/markRead.ts';
import { requireViewer } from '../../plugins/authentication.ts';

const NOTIFICATIONS_UPDATED = 'Notifications updated';

export const readNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/vehicle/offer-notifications',
    {
      schema: {
        tags: ['notification'],
        summary: 'Mark the listed notifications read (sent = 2)',
        body: markNotificationsReadBody,
        response: { 200: notificationsUpdated, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const count = await markNotificationsRead(app.db, viewer, request.body.ids);
      return { message: NOTIFICATIONS_UPDATED, updated: count };
    },
  );

  app.put(
    '/api/vehicle/readOfferNotification',
    {
      schema: {
        tags: ['notification'],
        summary: "Mark the viewer's notifications about one vehicle read",
        querystring: vehicleNotificationsReadQuery,
        response: { 200: notificationsUpdated, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const count = await markVehicleNotificationsRead(app.db, viewer, request.query.vehicleId);
      return { message: NOTIFICATIONS_UPDATED, updated: count };
    },
  );
};
