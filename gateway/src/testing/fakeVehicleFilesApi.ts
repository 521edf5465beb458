// The file paths of the fake api (fakeApi.ts), answered as the real api does
// (domain/src/rest/vehicleFiles.ts): POST upload hands out a single-use ticket bound to the
// caller and the kind of file; POST vehicle/assignPhoto, DELETE vehicle/deletePhoto and
// vehicle/deleteExternalPhoto change a vehicle's photos; POST vehicle/csv and
// vehicle/updateVehicleStatusCsv apply a spreadsheet (importsVehicles only) and write a
// 'vehicle.import' progress event per stage. No bytes are PUT here: a ticket's file name stands
// for its content ('expired…' is past its time, 'unreadable…' cannot be read).
import { randomBytes } from 'node:crypto';
import { VEHICLE_IMPORT_EVENT } from '@canam/domain/events';
import { rightsOf } from '@canam/domain/permissions';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type { BulkStage } from '@canam/domain/rest/vehicleFiles';
import {
  FILE_MESSAGES,
  UPLOAD_LIMITS,
  assignPhotoBody,
  bulkStatusBody,
  bulkUploadBody,
  photoIdQuery,
  uploadTicketBody,
  type BulkReportDto,
  type UploadKind,
} from '@canam/domain/rest/vehicleFiles';
import { json, refusal, type FakeReply } from './fakeApiRoutes.ts';
import type { FakeEventInput } from './fakeEventStream.ts';
import { FAKE_PARTS, editorRefusal, lockRefusal, type IntakeFake } from './fakeVehicleIntakeApi.ts';
import { invalidInput, type FakeRecordsRequest } from './fakeVehicleRecordsApi.ts';

interface Ticket {
  kind: UploadKind;
  userId: number;
  fileName: string;
}

/** What every bulk file of the fake reports: one row of each outcome the lists show. */
export const FAKE_BULK_REPORT: BulkReportDto = {
  applied: true,
  vinNumberNotFound: ['2T1BURHE0JC043821'],
  vinNumberSold: ['VIN00000000000002'],
  incompleteRegister: ['VIN00000000000003'],
  rows: [
    { line: 2, vinNumber: 'VIN00000000000001', outcome: 'updated', message: null },
    { line: 3, vinNumber: '2T1BURHE0JC043821', outcome: 'notFound', message: null },
    { line: 4, vinNumber: 'VIN00000000000002', outcome: 'sold', message: null },
    { line: 5, vinNumber: 'VIN00000000000003', outcome: 'incomplete', message: null },
  ],
};

export function createFilesFake(intake: IntakeFake, publish: (event: FakeEventInput) => void) {
  const tickets = new Map<string, Ticket>();
  let nextPhotoId = 5000;

  function createUpload(request: FakeRecordsRequest): FakeReply {
    const parsed = uploadTicketBody.safeParse(request.body);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const { kind, fileName, size } = parsed.data;
    if (size > UPLOAD_LIMITS[kind]) {
      return refusal(400, 'INVALID_INPUT', FILE_MESSAGES.tooLarge(kind), 'size');
    }
    const token = randomBytes(24).toString('base64url');
    tickets.set(token, { kind, userId: request.viewer!.id, fileName });
    return json(200, {
      token,
      url: `/uploads/incoming/${token}`,
      maxBytes: UPLOAD_LIMITS[kind],
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    });
  }

  /** Uses up the caller's ticket of this kind, or answers why it cannot. */
  function useTicket(token: string, kind: UploadKind, viewer: UserProfileDto): Ticket | FakeReply {
    const ticket = tickets.get(token);
    if (!ticket || ticket.userId !== viewer.id) {
      return refusal(404, 'UPLOAD_NOT_FOUND', FILE_MESSAGES.uploadNotFound);
    }
    if (ticket.kind !== kind) {
      return refusal(400, 'INVALID_INPUT', FILE_MESSAGES.uploadKind, 'upload');
    }
    if (ticket.fileName.startsWith('expired')) {
      return refusal(410, 'UPLOAD_EXPIRED', FILE_MESSAGES.uploadExpired);
    }
    tickets.delete(token);
    return ticket;
  }

  function assignPhoto(request: FakeRecordsRequest): FakeReply {
    const parsed = assignPhotoBody.safeParse(request.body);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const { vehiclesId, partsId, upload } = parsed.data;
    const vehicle = intake.vehicleOf(vehiclesId);
    const refused = lockRefusal(request.viewer!, vehicle);
    if (refused) return refused;
    const part = FAKE_PARTS.find((candidate) => candidate.id === partsId);
    if (!part) return refusal(404, 'PART_NOT_FOUND', FILE_MESSAGES.partNotFound);
    const ticket = useTicket(upload, 'photo', request.viewer!);
    if ('statusCode' in ticket) return ticket;
    const id = nextPhotoId++;
    const photo = {
      id,
      photo: `/uploads/vehicles/${vehiclesId}/${id}.webp`,
      photoThumbnail: `/uploads/vehicles/${vehiclesId}/${id}-thumb.webp`,
      part,
    };
    intake.touch(vehiclesId);
    vehicle!.vehicleHasParts = [...(vehicle!.vehicleHasParts ?? []), photo];
    return json(200, { ...photo, vehiclesId });
  }

  function deletePhoto(request: FakeRecordsRequest, external: boolean): FakeReply {
    const parsed = photoIdQuery.safeParse(Object.fromEntries(request.url.searchParams));
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const listOf = (vehicle: VehicleDto) =>
      (external ? vehicle.vehicleExternalImages : vehicle.vehicleHasParts) ?? [];
    // Found by its own id, as the api does (the first vehicle that has it).
    const vehicle = intake.vehicles.find((candidate) =>
      listOf(candidate).some((photo) => photo.id === parsed.data.id),
    );
    if (!vehicle) return refusal(404, 'PHOTO_NOT_FOUND', FILE_MESSAGES.photoNotFound);
    const refused = lockRefusal(request.viewer!, vehicle);
    if (refused) return refused;
    intake.touch(vehicle.id);
    const kept = listOf(vehicle).filter((photo) => photo.id !== parsed.data.id);
    if (external) vehicle.vehicleExternalImages = kept;
    else vehicle.vehicleHasParts = kept;
    return json(200, { message: FILE_MESSAGES.photoDeleted });
  }

  /** A bulk file: its ticket, one progress event per stage, and the report. */
  function bulkFile(request: FakeRecordsRequest, upload: string): FakeReply {
    const viewer = request.viewer!;
    if (!rightsOf(viewer.roles.map((role) => role.name)).importsVehicles) {
      return refusal(403, 'FORBIDDEN', 'Forbidden');
    }
    const ticket = useTicket(upload, 'spreadsheet', viewer);
    if ('statusCode' in ticket) return ticket;
    if (ticket.fileName.startsWith('unreadable')) {
      return refusal(400, 'FILE_INVALID', FILE_MESSAGES.malformed);
    }
    const total = FAKE_BULK_REPORT.rows.length;
    const stages: [BulkStage, number][] = [
      ['uploaded', 0],
      ['validated', total],
      ['applied', total],
    ];
    for (const [stage, done] of stages) {
      publish({
        type: VEHICLE_IMPORT_EVENT,
        vehicleId: null,
        userId: viewer.id,
        payload: { upload, userId: viewer.id, stage, done, total },
      });
    }
    return json(200, FAKE_BULK_REPORT);
  }

  function importVehicles(request: FakeRecordsRequest): FakeReply {
    const parsed = bulkUploadBody.safeParse(request.body);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    return bulkFile(request, parsed.data.upload);
  }

  function updateStatuses(request: FakeRecordsRequest): FakeReply {
    const parsed = bulkStatusBody.safeParse(request.body);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    return bulkFile(request, parsed.data.upload);
  }

  const routes: Record<string, (request: FakeRecordsRequest) => FakeReply> = {
    'POST /api/upload': createUpload,
    'POST /api/vehicle/assignPhoto': assignPhoto,
    'DELETE /api/vehicle/deletePhoto': (request) => deletePhoto(request, false),
    'DELETE /api/vehicle/deleteExternalPhoto': (request) => deletePhoto(request, true),
    'POST /api/vehicle/csv': importVehicles,
    'POST /api/vehicle/updateVehicleStatusCsv': updateStatuses,
  };

  return {
    reset() {
      tickets.clear();
    },
    /** The answer for one of these paths, or null when the path is not one of them. */
    answer(request: FakeRecordsRequest): FakeReply | null {
      const route = routes[`${request.method} ${request.url.pathname}`];
      if (!route) return null;
      return editorRefusal(request) ?? route(request);
    },
  };
}
