// POST /api/vehicle/sell (record a sale made outside the site: the vehicle becomes Sold),
// PUT /api/vehicle/price (the edit screen's price save) and PUT /api/vehiclesSales/saveReceivedPrice
// (what the seller received for a sold vehicle), specification 001, sections 2, 3 and 7. Staff who
// edit vehicles only (an agent its own vehicles): everyone else, guests included, gets 403 before
// its body is read. Each call answers the vehicle as staff see it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, errorResponses } from '@canam/domain/rest/paged';
import { vehicleDto } from '@canam/domain/rest/vehicle';
import {
  receivedPriceBody,
  sellVehicleBody,
  vehiclePriceBody,
} from '@canam/domain/rest/vehicleIntake';
import { negotiationContextOf } from '../../offers/negotiationContext.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import { recordSale } from '../../vehicles/intake/recordSale.ts';
import { saveReceivedPrice } from '../../vehicles/intake/saveReceivedPrice.ts';
import { saveVehiclePrice } from '../../vehicles/intake/saveVehiclePrice.ts';
import { staffVehicle } from '../../vehicles/intake/staffVehicle.ts';

export const vehicleSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/vehicle/sell',
    {
      schema: {
        tags: ['vehicle intake'],
        summary: 'Record the sale of a vehicle to a dealer user; the vehicle becomes Sold',
        body: sellVehicleBody,
        response: { 200: vehicleDto, ...errorResponses, 409: errorBody },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await recordSale(negotiationContextOf(app, request.log), viewer, request.body);
      return staffVehicle(app.db, viewer, request.body.vehiclesId);
    },
  );

  app.put(
    '/api/vehicle/price',
    {
      schema: {
        tags: ['vehicle intake'],
        summary: "Save a vehicle's price, reserved price and whether the price is published",
        body: vehiclePriceBody,
        response: { 200: vehicleDto, ...errorResponses, 409: errorBody },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await saveVehiclePrice(app.changes, viewer, request.body);
      return staffVehicle(app.db, viewer, request.body.vehicleId);
    },
  );

  app.put(
    '/api/vehiclesSales/saveReceivedPrice',
    {
      schema: {
        tags: ['vehicle intake'],
        summary: 'Save what the seller received for a sold vehicle',
        body: receivedPriceBody,
        response: { 200: vehicleDto, ...errorResponses, 409: errorBody },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await saveReceivedPrice(app.changes, viewer, request.body);
      return staffVehicle(app.db, viewer, request.body.vehiclesId);
    },
  );
};
