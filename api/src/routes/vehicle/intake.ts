// POST /api/vehicle (register a VIN), POST /api/vehicle/update (edit the form's fields, or set the
// status: Draft, ReadyToSell, InStock, Inactive) and GET /api/vehicle/part (the parts a photo may
// show), specification 001, sections 2-5 and 7. Staff who edit vehicles only (super admins and
// admins every vehicle, an agent its own): everyone else, guests included, gets 403 before its
// body is read. Each call answers the vehicle as staff see it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, errorResponses } from '@canam/domain/rest/paged';
import { vehicleDto } from '@canam/domain/rest/vehicle';
import {
  registerVehicleBody,
  registeredVehicle,
  vehicleParts,
  vehicleUpdateBody,
} from '@canam/domain/rest/vehicleIntake';
import { requireViewer } from '../../plugins/authentication.ts';
import { listParts } from '../../vehicles/intake/formLists.ts';
import { registerVehicle } from '../../vehicles/intake/registerVehicle.ts';
import { setVehicleStatus } from '../../vehicles/intake/setVehicleStatus.ts';
import { staffVehicle } from '../../vehicles/intake/staffVehicle.ts';
import { updateVehicle } from '../../vehicles/intake/updateVehicle.ts';
import { updateFormBody } from './updateForm.ts';

export const vehicleIntakeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/vehicle',
    {
      schema: {
        tags: ['vehicle intake'],
        summary:
          'Register a VIN (decoded offline): 201 with the new Draft vehicle, 200 with the one it has',
        body: registerVehicleBody,
        response: { 200: registeredVehicle, 201: registeredVehicle, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const registration = await registerVehicle(app.changes, viewer, request.body.vinNumber);
      const vehicle = await staffVehicle(app.db, viewer, registration.vehicleId);
      return reply.status(registration.created ? 201 : 200).send({
        created: registration.created,
        decoded: registration.decoded,
        vehicle,
      });
    },
  );

  app.post(
    '/api/vehicle/update',
    {
      // The form's parts are read and merged before the schema checks them (updateForm.ts).
      preValidation: async (request) => {
        // Unchecked yet: the body schema checks it right after this hook.
        request.body = (await updateFormBody(request)) as typeof request.body;
      },
      schema: {
        tags: ['vehicle intake'],
        summary:
          "Edit a vehicle's fields, or set its status (multipart as the specification's form, or JSON)",
        consumes: ['application/json', 'multipart/form-data'],
        body: vehicleUpdateBody,
        response: { 200: vehicleDto, ...errorResponses, 409: errorBody },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const body = request.body;
      if ('status' in body) await setVehicleStatus(app.changes, viewer, body.id, body.status);
      else await updateVehicle(app.changes, viewer, body.id, body.vehicle);
      return staffVehicle(app.db, viewer, body.id);
    },
  );

  app.get(
    '/api/vehicle/part',
    {
      schema: {
        tags: ['vehicle intake'],
        summary: 'The parts of a vehicle a photo may show, by name',
        response: { 200: vehicleParts, ...errorResponses },
      },
    },
    () => listParts(app.db),
  );
};
