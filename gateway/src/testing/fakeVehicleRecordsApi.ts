// The back-office record paths of the fake api (fakeApi.ts), answered as the real api does
// (domain/src/rest/vehicleRecords.ts): POST, GET and PUT vehicle/check, conditional-report and
// note, for super admins and admins only (403 for anyone else, guests too), requests checked by
// the domain schemas (400 INVALID_INPUT with the first issue and its field), pages newest first,
// and a 'vehicle.records' event for every write. Vehicle 1 starts with 12 checks, 2 condition
// reports and 1 note; every other vehicle with none.
import { rightsOf } from '@canam/domain/permissions';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import { VEHICLE_RECORDS_EVENT } from '@canam/domain/events';
import { FIND_VEHICLE_MESSAGES } from '@canam/domain/rest/vehicleLookup';
import {
  createCheckBody,
  createConditionalReportBody,
  createNoteBody,
  RECORD_MESSAGES,
  recordsQuery,
  recordStatusBody,
  type CheckDto,
  type ConditionalReportDto,
  type NoteDto,
  type VehicleRecordKind,
} from '@canam/domain/rest/vehicleRecords';
import type { RecordCounts } from '../models.ts';
import type { FakeEventInput } from './fakeEventStream.ts';
import { json, refusal, type FakeReply } from './fakeApiRoutes.ts';

export interface FakeRecordsRequest {
  method: string;
  url: URL;
  /** The bearer token sent, if any (an unknown one is refused with 401). */
  token: string | undefined;
  viewer: UserProfileDto | undefined;
  body: Record<string, unknown> | undefined;
}

type RecordDto = CheckDto | ConditionalReportDto | NoteDto;

const KIND_BY_PATH: Record<string, VehicleRecordKind> = {
  '/api/vehicle/check': 'check',
  '/api/vehicle/conditional-report': 'conditionalReport',
  '/api/vehicle/note': 'note',
};

const AUTHOR = { id: 6, firstName: 'First6', lastName: 'Last6' };

function seededRecords(): Record<VehicleRecordKind, RecordDto[]> {
  // Newest first, as the api lists them: ids count down.
  const checks: CheckDto[] = Array.from({ length: 12 }, (_, index) => ({
    id: 112 - index,
    vehicleId: 1,
    registerDate: `2026-02-${String(12 - index).padStart(2, '0')}T10:00:00.000Z`,
    user: AUTHOR,
    date: `2026-02-${String(12 - index).padStart(2, '0')}`,
    number: 5000 + 12 - index,
    amount: '1250.00',
    status: index !== 3,
  }));
  const reports: ConditionalReportDto[] = [2, 1].map((n) => ({
    id: 200 + n,
    vehicleId: 1,
    date: `2026-02-0${n}T09:00:00.000Z`,
    user: AUTHOR,
    url: `https://reports.example/${n}`,
    status: n === 2,
  }));
  const notes: NoteDto[] = [
    {
      id: 301,
      vehicleId: 1,
      date: '2026-02-03T08:00:00.000Z',
      user: null,
      description: 'Left mirror cracked',
      status: true,
    },
  ];
  return { check: checks, conditionalReport: reports, note: notes };
}

/** The api's 400 for a request a schema refused: its first issue, on its field. */
export function invalidInput(issues: readonly { message: string; path: PropertyKey[] }[]) {
  const issue = issues[0]!;
  const field = issue.path.map(String).join('.') || undefined;
  return refusal(400, 'INVALID_INPUT', issue.message, field);
}

/** The api's refusal of anyone who may not keep records; null for a record keeper. */
export function recordKeeperRefusal({ token, viewer }: FakeRecordsRequest): FakeReply | null {
  if (token && !viewer) return refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
  const roles = viewer?.roles.map((role) => role.name) ?? [];
  return rightsOf(roles).keepsVehicleRecords ? null : refusal(403, 'FORBIDDEN', 'Forbidden');
}

const vehicleNotFound = () => refusal(404, 'VEHICLE_NOT_FOUND', FIND_VEHICLE_MESSAGES.notFound);

export function createRecordsFake(
  vehicleExists: (id: number) => boolean,
  publish: (event: FakeEventInput) => void,
) {
  let records = seededRecords();
  let nextId = 1000;

  const countsOf = (vehicleId: number): RecordCounts => {
    const count = (kind: VehicleRecordKind) =>
      records[kind].filter((record) => record.vehicleId === vehicleId).length;
    return {
      totalChecks: count('check'),
      totalConditionalReports: count('conditionalReport'),
      totalNotes: count('note'),
    };
  };

  const written = (kind: VehicleRecordKind, record: RecordDto, created: boolean) => {
    const counts = countsOf(record.vehicleId);
    publish({
      type: VEHICLE_RECORDS_EVENT,
      vehicleId: record.vehicleId,
      userId: null,
      payload: { kind, created, record, counts },
    });
    return json(200, record);
  };

  function create(kind: VehicleRecordKind, request: FakeRecordsRequest): FakeReply {
    const base = { id: nextId++, user: authorOf(request.viewer!), status: true };
    const now = new Date().toISOString();
    let record: RecordDto;
    if (kind === 'check') {
      const parsed = createCheckBody.safeParse(request.body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      record = { ...base, ...parsed.data, registerDate: now };
    } else if (kind === 'conditionalReport') {
      const parsed = createConditionalReportBody.safeParse(request.body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      record = { ...base, ...parsed.data, date: now };
    } else {
      const parsed = createNoteBody.safeParse(request.body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      record = { ...base, ...parsed.data, date: now };
    }
    if (!vehicleExists(record.vehicleId)) return vehicleNotFound();
    records[kind].unshift(record);
    return written(kind, record, true);
  }

  function list(kind: VehicleRecordKind, url: URL): FakeReply {
    const parsed = recordsQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const { vehicle, resourcesPerPage: perPage, page } = parsed.data;
    if (!vehicleExists(vehicle)) return vehicleNotFound();
    const all = records[kind].filter((record) => record.vehicleId === vehicle);
    const data = all.slice((page - 1) * perPage, page * perPage);
    return json(200, { data, currentPage: page, total: all.length, perPage });
  }

  function setStatus(kind: VehicleRecordKind, body: unknown): FakeReply {
    const parsed = recordStatusBody.safeParse(body);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const index = records[kind].findIndex((record) => record.id === parsed.data.id);
    if (index < 0) return refusal(404, 'RECORD_NOT_FOUND', RECORD_MESSAGES.notFound);
    const record = { ...records[kind][index]!, status: parsed.data.status };
    records[kind][index] = record;
    return written(kind, record, false);
  }

  return {
    countsOf,
    reset() {
      records = seededRecords();
    },
    /** The answer for one of these paths, or null when the path is not one of them. */
    answer(request: FakeRecordsRequest): FakeReply | null {
      const kind = KIND_BY_PATH[request.url.pathname];
      if (!kind || !['GET', 'POST', 'PUT'].includes(request.method)) return null;
      const refused = recordKeeperRefusal(request);
      if (refused) return refused;
      if (request.method === 'GET') return list(kind, request.url);
      if (request.method === 'POST') return create(kind, request);
      return setStatus(kind, request.body);
    },
  };
}

/** The author of a new record: the caller, by name. */
function authorOf({ id, firstName, lastName }: UserProfileDto) {
  return { id, firstName, lastName };
}

export type RecordsFake = ReturnType<typeof createRecordsFake>;
