// POST /api/vehicle/offerChain (one negotiation) and GET /api/vehicle/getOfferHistory (every
// negotiation on a vehicle the viewer may see).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import { offerChainItems, offerHistory } from '../../offers/history.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import {
  offerChainBody,
  offerChainResult,
  offerHistoryQuery,
  offerHistoryResult,
} from '@canam/domain/rest/offers';

export const offerHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/vehicle/offerChain',
    {
      schema: {
        tags: ['offers'],
        summary: 'The offers of one negotiation, oldest first',
        body: offerChainBody,
        response: { 200: offerChainResult, ...errorResponses },
      },
    },
    async (request) => ({
      data: await offerChainItems(
        app.db,
        requireViewer(request),
        request.body.vehicleId,
        request.body.clientId,
      ),
    }),
  );

  app.get(
    '/api/vehicle/getOfferHistory',
    {
      schema: {
        tags: ['offers'],
        summary: 'Every negotiation on a vehicle the viewer may see, with its offers',
        querystring: offerHistoryQuery,
        response: { 200: offerHistoryResult, ...errorResponses },
      },
    },
    (request) => offerHistory(app.db, requireViewer(request), request.query.vehicleId),
  );
};
