// POST, GET and PUT /api/vehicle/check, /api/vehicle/conditional-report and /api/vehicle/note
// (specification 001, section 7): add a record (the author is the caller), page one vehicle's
// records newest first, set a record's status dot. Super admins and admins only: everyone else,
// guests included, gets 403 before its body is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import { recordStatusBody, recordsQuery } from '@canam/domain/rest/vehicleRecords';
import { requireViewer } from '../../plugins/authentication.ts';
import { checks } from '../../vehicles/records/checks.ts';
import { conditionReports } from '../../vehicles/records/conditionReports.ts';
import { addRecord, listRecords, setRecordStatus } from '../../vehicles/records/keepRecords.ts';
import { notes } from '../../vehicles/records/notes.ts';
import type { RecordDto, RecordKind } from '../../vehicles/records/recordKind.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

function recordRoutes<Body extends { vehicleId: number }, Dto extends RecordDto>(
  app: App,
  kind: RecordKind<Body, Dto>,
): void {
  app.post(
    kind.path,
    {
      ...(kind.bodyLimit ? { bodyLimit: kind.bodyLimit } : {}),
      schema: {
        tags: ['vehicle records'],
        summary: `Add a ${kind.noun} to a vehicle; the author is the caller (admins)`,
        body: kind.createBody,
        response: { 200: kind.dto, ...errorResponses },
      },
    },
    // kind.createBody validated it; the type provider cannot name a generic schema's output.
    (request) => addRecord(app.changes, kind, requireViewer(request), request.body as Body),
  );

  app.get(
    kind.path,
    {
      schema: {
        tags: ['vehicle records'],
        summary: `A vehicle's ${kind.noun}s, newest first (admins)`,
        querystring: recordsQuery,
        response: { 200: kind.page, ...errorResponses },
      },
    },
    (request) => listRecords(app.db, kind, request.query),
  );

  app.put(
    kind.path,
    {
      schema: {
        tags: ['vehicle records'],
        summary: `Set the status dot of a ${kind.noun}: true in force, false not (admins)`,
        body: recordStatusBody,
        response: { 200: kind.dto, ...errorResponses },
      },
    },
    (request) => setRecordStatus(app.changes, kind, request.body),
  );
}

export const vehicleRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  recordRoutes(app, checks);
  recordRoutes(app, conditionReports);
  recordRoutes(app, notes);
};
