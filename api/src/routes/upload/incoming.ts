// PUT /uploads/incoming/{token}: the bytes of an upload ticket, as the raw body of any content
// type (files/receiveUpload.ts). The caller's bearer token must be the ticket user's (401 without
// one). The bytes go to the incoming folder, which is never served: GET /uploads/... only reads
// the uploads folder (@fastify/static in app.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { errorBodySchema } from '@canam/domain/rest/errors';
import { errorResponses } from '@canam/domain/rest/paged';
import { UPLOAD_LIMITS, uploadReceived } from '@canam/domain/rest/vehicleFiles';
import { requireViewer } from '../../plugins/authentication.ts';
import { receiveUpload } from '../../files/receiveUpload.ts';
import { INCOMING_URL_PREFIX } from '../../files/uploadTickets.ts';

export const incomingUploadRoute: FastifyPluginAsyncZod = async (app) => {
  // This plugin's own parsers: every body, of any type, reaches the handler as the raw stream
  // (fastify's bodyLimit applies to parsed bodies only; writeLimited cuts at the ticket's size).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    `${INCOMING_URL_PREFIX}:token`,
    {
      bodyLimit: Math.max(...Object.values(UPLOAD_LIMITS)),
      schema: {
        tags: ['files'],
        summary: "The bytes of an upload ticket (any content type; the ticket user's bearer)",
        params: z.object({ token: z.string() }),
        response: {
          200: uploadReceived,
          ...errorResponses,
          410: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return receiveUpload(
        app.db,
        app.files.incomingDir,
        viewer,
        request.params.token,
        request.body as Readable | undefined,
      );
    },
  );
};
