// The VIN screen's bulk files (specification 001, section 2; DESIGN.md, files and bulk imports):
// POST /api/vehicle/csv (upload vehicles) and POST /api/vehicle/updateVehicleStatusCsv (set one
// status on the file's vehicles), each as multipart with the part `file` (and the field
// `status`), or as JSON with `upload`, the token of a spreadsheet ticket; and
// GET /api/vehicle/csvTemplate. Super admins and admins only: everyone else, guests included,
// gets 403 before the body is read.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@canam/domain/rest/paged';
import {
  BULK_STATUSES,
  FILE_MESSAGES,
  bulkReport,
  type BulkStatus,
} from '@canam/domain/rest/vehicleFiles';
import type { FastifyRequest } from 'fastify';
import { invalidInput } from '../../errors.ts';
import { takeFile } from '../../files/takeFile.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import { updateStatusesFile, uploadVehiclesFile } from '../../vehicles/bulk/importFile.ts';
import { bulkTemplate, TEMPLATE_FILE_NAME } from '../../vehicles/bulk/template.ts';

const statusOf = (value: unknown): BulkStatus => {
  if (typeof value === 'string' && (BULK_STATUSES as readonly string[]).includes(value))
    return value as BulkStatus;
  throw invalidInput('status', FILE_MESSAGES.statusRequired);
};

/** The progress events' name of the file: the ticket's token, or a fresh id for a form. */
function uploadName(request: FastifyRequest): string {
  const token = (request.body as { upload?: unknown } | undefined)?.upload;
  return !request.isMultipart() && typeof token === 'string' ? token : randomUUID();
}

const FILE_CALL = {
  tags: ['vehicle files'],
  consumes: ['multipart/form-data', 'application/json'],
  response: { 200: bulkReport, 413: errorResponses[400], ...errorResponses },
};

export const bulkVehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/vehicle/csv',
    {
      schema: {
        ...FILE_CALL,
        summary:
          'Upload vehicles from a CSV or XLSX file (`file`, or `upload`): an upsert by VIN, ' +
          'applied whole or not at all (admins)',
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const upload = uploadName(request);
      const file = await takeFile(request, {
        kind: 'spreadsheet',
        field: 'file',
        db: app.db,
        incomingDir: app.files.incomingDir,
      });
      try {
        const { report } = await uploadVehiclesFile(app.changes, viewer, {
          path: file.path,
          upload,
        });
        return report;
      } finally {
        await file.discard();
      }
    },
  );

  app.post(
    '/api/vehicle/updateVehicleStatusCsv',
    {
      schema: {
        ...FILE_CALL,
        summary:
          "Set one status (Draft, ReadyToSell, Inactive) on a file's vehicles (`status` and " +
          '`file`, or `upload`), applied whole or not at all (admins)',
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      // A JSON call's status is checked before its ticket is spent.
      if (!request.isMultipart()) statusOf((request.body as { status?: unknown } | null)?.status);
      const upload = uploadName(request);
      const file = await takeFile(request, {
        kind: 'spreadsheet',
        field: 'file',
        db: app.db,
        incomingDir: app.files.incomingDir,
      });
      try {
        const status = statusOf(file.fields.status);
        return await updateStatusesFile(app.changes, viewer, { path: file.path, upload }, status);
      } finally {
        await file.discard();
      }
    },
  );

  app.get(
    '/api/vehicle/csvTemplate',
    {
      schema: {
        tags: ['vehicle files'],
        summary: 'The columns of an upload file and an example row, as CSV (admins)',
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`);
      return bulkTemplate(app.db);
    },
  );
};
