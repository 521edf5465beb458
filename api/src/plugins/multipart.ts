// multipart/form-data for the specification's file and form calls (vehicle/update,
// vehicle/assignPhoto, vehicle/csv, vehicle/updateVehicleStatusCsv). Parts are read as streams by
// the routes (request.parts()), never buffered whole; the limits cut a hostile body short.
import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@canam/domain/rest/vehicleFiles';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      // The largest file of any kind; each route also holds its own kind to its own limit.
      fileSize: Math.max(...Object.values(UPLOAD_LIMITS)),
      files: 1,
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 32,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
}

export const multipartForms = fp(multipartPlugin, { name: 'multipart-forms' });
