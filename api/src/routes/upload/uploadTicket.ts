// POST /api/upload: a ticket to PUT one file (DESIGN.md, files). Photos: whoever edits vehicles
// (super admins, admins, agents); spreadsheets: whoever imports them (super admins, admins).
// Everyone else, guests included, gets 403 before the body is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import {
  FILE_MESSAGES,
  UPLOAD_LIMITS,
  uploadTicket,
  uploadTicketBody,
  type UploadKind,
} from '@canam/domain/rest/vehicleFiles';
import type { RoleRights } from '@canam/domain/permissions';
import { viewerRights } from '../../auth/viewer.ts';
import { forbidden, invalidInput } from '../../errors.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import { createUploadTicket } from '../../files/uploadTickets.ts';

const MAY_UPLOAD: Record<UploadKind, (rights: RoleRights) => boolean> = {
  photo: (rights) => rights.editsVehicles !== 'none',
  spreadsheet: (rights) => rights.importsVehicles,
};

export const uploadTicketRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/upload',
    {
      schema: {
        tags: ['files'],
        summary:
          'A single-use ticket to PUT one file to its url, then pass its token as `upload` ' +
          '(photos: vehicle editors; spreadsheets: admins)',
        body: uploadTicketBody,
        response: { 200: uploadTicket, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { kind, fileName, size } = request.body;
      if (!MAY_UPLOAD[kind](viewerRights(viewer))) throw forbidden();
      if (size > UPLOAD_LIMITS[kind]) throw invalidInput('size', FILE_MESSAGES.tooLarge(kind));
      return createUploadTicket(app.db, app.files.incomingDir, viewer.id, { kind, fileName });
    },
  );
};
