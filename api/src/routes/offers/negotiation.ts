// The negotiation steps: POST /api/vehicle/offer (a dealer), /api/vehicle/counterOffer (staff; the
// counter-offer call the specification leaves unnamed), /api/vehicle/acceptOffer, /api/vehicle/buy
// and the higher-offer check /api/vehicle/validateOtherOffer. The four steps that change things
// are idempotent (idempotency/idempotentRoute.ts): a retry with the same Idempotency-Key answers
// the first result. Each step's e-mails go out after its commit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, errorResponses } from '@canam/domain/rest/paged';
import { idempotentRoute } from '../../idempotency/idempotentRoute.ts';
import { acceptOffer, buyNow } from '../../offers/closeDeal.ts';
import { validateOtherOffer } from '../../offers/higherOffer.ts';
import { negotiationContextOf } from '../../offers/negotiationContext.ts';
import { placeOffer } from '../../offers/placeOffer.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import {
  acceptOfferBody,
  buyBody,
  offerBody,
  offerDto,
  saleResult,
  validateOtherOfferBody,
  validateOtherOfferResult,
} from '@canam/domain/rest/offers';

const refusals = { ...errorResponses, 409: errorBody, 422: errorBody };

export const negotiationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/vehicle/offer',
    {
      schema: {
        tags: ['offers'],
        summary: 'A dealer makes an offer, or counters the staff offer on its own chain',
        body: offerBody,
        response: { 200: offerDto, ...refusals },
      },
      ...idempotentRoute,
    },
    (request) => {
      const viewer = requireViewer(request);
      return placeOffer(
        negotiationContextOf(app, request.log),
        viewer,
        {
          vehicleId: request.body.vehiclesId,
          clientId: request.body.clientId ?? viewer.id,
          offerPrice: request.body.offerPrice,
        },
        'client',
      );
    },
  );

  app.post(
    '/api/vehicle/counterOffer',
    {
      schema: {
        tags: ['offers'],
        summary: "Staff counter the dealer's last offer (admins, or the owning agent)",
        body: offerBody.required({ clientId: true }),
        response: { 200: offerDto, ...refusals },
      },
      ...idempotentRoute,
    },
    (request) =>
      placeOffer(
        negotiationContextOf(app, request.log),
        requireViewer(request),
        {
          vehicleId: request.body.vehiclesId,
          clientId: request.body.clientId,
          offerPrice: request.body.offerPrice,
        },
        'provider',
      ),
  );

  app.post(
    '/api/vehicle/acceptOffer',
    {
      schema: {
        tags: ['offers'],
        summary: "Accept the other side's last offer: the vehicle is sold at its price",
        body: acceptOfferBody,
        response: { 200: saleResult, ...refusals },
      },
      ...idempotentRoute,
    },
    (request) =>
      acceptOffer(negotiationContextOf(app, request.log), requireViewer(request), {
        offerId: request.body.id,
        vehicleId: request.body.vehiclesId,
      }),
  );

  app.post(
    '/api/vehicle/buy',
    {
      schema: {
        tags: ['offers'],
        summary: 'A dealer buys the vehicle at its selling price',
        body: buyBody,
        response: { 200: saleResult, ...refusals },
      },
      ...idempotentRoute,
    },
    (request) =>
      buyNow(negotiationContextOf(app, request.log), requireViewer(request), {
        vehicleId: request.body.vehiclesId,
      }),
  );

  app.post(
    '/api/vehicle/validateOtherOffer',
    {
      schema: {
        tags: ['offers'],
        summary: 'Is there a higher live offer on the vehicle than this one?',
        body: validateOtherOfferBody,
        response: { 200: validateOtherOfferResult, ...errorResponses },
      },
    },
    (request) => validateOtherOffer(app.db, requireViewer(request), request.body.offerId),
  );
};
