// POST /api/vehicle/assignPhoto, DELETE /api/vehicle/deletePhoto and
// DELETE /api/vehicle/deleteExternalPhoto (specification 001, sections 3 and 7). Whoever edits
// vehicles (super admins and admins every vehicle, agents their own); everyone else, guests
// included, gets 403 before the body is read. assignPhoto takes the multipart form (vehiclesId,
// partsId, file part photo) or JSON with the token of an upload ticket (files/takeFile.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@canam/domain/rest/errors';
import { id } from '@canam/domain/rest/fields';
import { errorResponses } from '@canam/domain/rest/paged';
import { assignedPhoto, assignPhotoBody, photoIdQuery } from '@canam/domain/rest/vehicleFiles';
import { takeFile } from '../../files/takeFile.ts';
import { invalidInput } from '../../errors.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import { assignPhoto } from '../../vehicles/photos/assignPhoto.ts';
import { deletePhoto } from '../../vehicles/photos/deletePhoto.ts';

/** The form's fields as text (multipart) or the JSON body's values, checked alike. */
const photoFields = assignPhotoBody.omit({ upload: true });
const deletedPhoto = z.object({ id, vehiclesId: id }).meta({ id: 'DeletedPhoto' });
const fileResponses = {
  ...errorResponses,
  409: errorBodySchema,
  410: errorBodySchema,
  413: errorBodySchema,
};

export const vehiclePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/vehicle/assignPhoto',
    {
      schema: {
        tags: ['vehicle photos'],
        summary:
          'Add a photo of a vehicle part: multipart (vehiclesId, partsId, photo) or JSON with ' +
          'an upload token (vehicle editors; agents their own vehicles)',
        // null for a multipart form (@fastify/multipart leaves its parts to takeFile's streams).
        body: assignPhotoBody.nullable(),
        response: { 200: assignedPhoto, ...fileResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const file = await takeFile(request, {
        kind: 'photo',
        field: 'photo',
        db: app.db,
        incomingDir: app.files.incomingDir,
      });
      try {
        const fields = photoFields.safeParse(file.fields);
        if (!fields.success) {
          const issue = fields.error.issues[0]!;
          throw invalidInput(String(issue.path[0] ?? 'vehiclesId'), issue.message);
        }
        return await assignPhoto(app.changes, app.files.uploadsDir, viewer, {
          ...fields.data,
          source: file.path,
        });
      } finally {
        await file.discard();
      }
    },
  );

  for (const [path, external] of [
    ['/api/vehicle/deletePhoto', false],
    ['/api/vehicle/deleteExternalPhoto', true],
  ] as const) {
    app.delete(
      path,
      {
        schema: {
          tags: ['vehicle photos'],
          summary: external
            ? 'Delete an external picture of a vehicle (vehicle editors)'
            : 'Delete an uploaded photo of a vehicle and its files (vehicle editors)',
          querystring: photoIdQuery,
          response: { 200: deletedPhoto, ...errorResponses, 409: errorBodySchema },
        },
      },
      (request) =>
        deletePhoto(app.changes, app.files.uploadsDir, requireViewer(request), {
          id: request.query.id,
          external,
        }),
    );
  }
};
