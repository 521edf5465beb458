// POST, GET and PUT /api/vehicle/check, /conditional-report and /note, as super admins and
// admins use them: the record answered as GET lists it, newest first and paged, the author is the
// caller, the status dot switches, every write has its 'vehicle.records' event, and bad input is
// a 400 with the contract's message that writes nothing.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_RECORDS_EVENT } from '@canam/domain/events';
import {
  RECORD_MESSAGES,
  checkDto,
  conditionalReportDto,
  noteDto,
  vehicleRecordsEventPayload,
} from '@canam/domain/rest/vehicleRecords';
import { FIND_VEHICLE_MESSAGES } from '@canam/domain/rest/vehicleLookup';
import { errorBody } from '../../plugins/errorHandler.ts';
import { useTestApi } from '../../testing/useTestApi.ts';
import {
  eventsOf,
  insertVehicle,
  lastEventId,
  staffCalls,
  writtenRows,
} from '../../testing/vehicleRecords.ts';

const { api, token, id } = useTestApi(['superadmin', 'admin']);
const call = staffCalls(api, token);
const db = () => api.database.db;

/** Each kind: its route, a valid body's own fields, and the answer's own fields for them. */
const KINDS = [
  {
    kind: 'check',
    path: '/api/vehicle/check',
    dto: checkDto,
    fields: { date: ' 2026-02-14 ', number: '1042', amount: ' 1250.5 ' },
    answer: { date: '2026-02-14', number: 1042, amount: '1250.50' },
    recordedAt: 'registerDate',
    table: 'vehicle_check',
    recordedAtColumn: 'register_date',
  },
  {
    kind: 'conditionalReport',
    path: '/api/vehicle/conditional-report',
    dto: conditionalReportDto,
    fields: { url: ' https://reports.example.com/cr/1042?lang=en ' },
    answer: { url: 'https://reports.example.com/cr/1042?lang=en' },
    recordedAt: 'date',
    table: 'conditional_report',
    recordedAtColumn: 'date',
  },
  {
    kind: 'note',
    path: '/api/vehicle/note',
    dto: noteDto,
    fields: { description: '  Both keys are in the glovebox.  ' },
    answer: { description: 'Both keys are in the glovebox.' },
    recordedAt: 'date',
    table: 'note',
    recordedAtColumn: 'date',
  },
] as const;

const UNKNOWN_VEHICLE = 2_147_483_647;
const NO_RECORDS = { totalChecks: 0, totalConditionalReports: 0, totalNotes: 0 };
const COUNT_OF = {
  check: 'totalChecks',
  conditionalReport: 'totalConditionalReports',
  note: 'totalNotes',
} as const;
let authors: Record<string, { id: number; firstName: string; lastName: string }> = {};

beforeAll(async () => {
  const users = await db()
    .selectFrom('app_user')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', 'in', [id.superadmin!, id.admin!])
    .execute();
  authors = Object.fromEntries(
    users.map((user) => [
      user.email.split('@')[0],
      { id: user.id, firstName: user.first_name, lastName: user.last_name },
    ]),
  );
});

/** A vehicle without records that no other test writes on. */
const freeVehicle = () => insertVehicle(db());

describe.each(KINDS)('$path', (kindCase) => {
  const { kind, path, dto, fields, answer, recordedAt, table, recordedAtColumn } = kindCase;
  it('adds a record by the caller, answered as GET lists it, with its event', async () => {
    const vehicleId = await freeVehicle();
    const from = await lastEventId(db());
    const before = Date.now();
    const created = await call('admin', 'POST', path, { ...fields, vehicleId });
    expect(created.statusCode, created.body).toBe(200);
    const record = dto.parse(created.json());
    expect(record).toMatchObject({ ...answer, vehicleId, user: authors.admin, status: true });
    const recorded = Date.parse(created.json()[recordedAt]);
    expect(recorded).toBeGreaterThanOrEqual(before - 1000);
    expect(recorded).toBeLessThanOrEqual(Date.now() + 1000);

    const page = await call('superadmin', 'GET', `${path}?vehicle=${vehicleId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({ data: [record], currentPage: 1, total: 1, perPage: 10 });

    const events = await eventsOf(db(), vehicleId, from);
    expect(events).toEqual([
      {
        type: VEHICLE_RECORDS_EVENT,
        userId: null,
        payload: {
          kind,
          created: true,
          record,
          counts: { ...NO_RECORDS, [COUNT_OF[kind]]: 1 },
        },
      },
    ]);
    expect(vehicleRecordsEventPayload.parse(events[0]!.payload)).toEqual(events[0]!.payload);
  });

  it('pages a vehicle’s records newest first, by when they were recorded', async () => {
    const vehicleId = await freeVehicle();
    const made: { id: number; user: { id: number } }[] = [];
    for (let n = 0; n < 3; n++) {
      const response = await call('superadmin', 'POST', path, { ...fields, vehicleId });
      expect(response.statusCode, response.body).toBe(200);
      made.push(response.json());
    }
    expect(made.every((record) => record.user.id === id.superadmin)).toBe(true);
    // The first one made is dated later than the others: time decides, not the id.
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(recordedAtColumn)} = now() + interval '1 hour'
      WHERE id = ${made[0]!.id}`.execute(db());
    const newestFirst = [made[0]!.id, made[2]!.id, made[1]!.id];
    const pageOf = async (query: string) => {
      const response = await call('admin', 'GET', `${path}?vehicle=${vehicleId}&${query}`);
      const { data, ...paging } = response.json();
      return { ids: data.map((record: { id: number }) => record.id), ...paging };
    };
    expect(await pageOf('resourcesPerPage=2')).toEqual({
      ids: newestFirst.slice(0, 2),
      currentPage: 1,
      total: 3,
      perPage: 2,
    });
    expect(await pageOf('resourcesPerPage=2&page=2')).toEqual({
      ids: newestFirst.slice(2),
      currentPage: 2,
      total: 3,
      perPage: 2,
    });
    expect(await pageOf('page=3')).toEqual({ ids: [], currentPage: 3, total: 3, perPage: 10 });
    const empty = await call('admin', 'GET', `${path}?vehicle=${await freeVehicle()}`);
    expect(empty.json()).toEqual({ data: [], currentPage: 1, total: 0, perPage: 10 });
  });

  it('switches the status dot, answers the record and writes its event', async () => {
    const vehicleId = await freeVehicle();
    const record = (await call('admin', 'POST', path, { ...fields, vehicleId })).json();
    const from = await lastEventId(db());
    const red = await call('admin', 'PUT', path, { id: record.id, status: false });
    expect(red.statusCode, red.body).toBe(200);
    expect(red.json()).toEqual({ ...record, status: false });
    const listed = (await call('admin', 'GET', `${path}?vehicle=${vehicleId}`)).json();
    expect(listed.data).toEqual([{ ...record, status: false }]);
    const green = await call('superadmin', 'PUT', path, { id: String(record.id), status: true });
    expect(green.json()).toEqual(record);

    const events = await eventsOf(db(), vehicleId, from);
    expect(events.map((event) => [event.payload.created, event.payload.record.status])).toEqual([
      [false, false],
      [false, true],
    ]);
    expect(events[0]!.payload).toEqual({
      kind,
      created: false,
      record: { ...record, status: false },
      counts: { ...NO_RECORDS, [COUNT_OF[kind]]: 1 },
    });
  });

  it('answers 404 for an unknown vehicle or record, writing nothing', async () => {
    const before = await writtenRows(db());
    const post = await call('admin', 'POST', path, { ...fields, vehicleId: UNKNOWN_VEHICLE });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual(
      errorBody(404, 'VEHICLE_NOT_FOUND', FIND_VEHICLE_MESSAGES.notFound),
    );
    const get = await call('admin', 'GET', `${path}?vehicle=${UNKNOWN_VEHICLE}`);
    expect(get.json()).toEqual(errorBody(404, 'VEHICLE_NOT_FOUND', FIND_VEHICLE_MESSAGES.notFound));
    const put = await call('admin', 'PUT', path, { id: UNKNOWN_VEHICLE, status: false });
    expect(put.json()).toEqual(errorBody(404, 'RECORD_NOT_FOUND', RECORD_MESSAGES.notFound));
    expect(await writtenRows(db())).toEqual(before);
  });

  it('refuses a bad status change or query with 400', async () => {
    const before = await writtenRows(db());
    for (const body of [{ id: 1 }, { id: 1, status: 'false' }, { id: 0, status: true }]) {
      const response = await call('admin', 'PUT', path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const query of [
      '',
      '?vehicle=x',
      '?vehicle=1&page=0',
      '?vehicle=1&resourcesPerPage=101',
    ]) {
      expect((await call('admin', 'GET', `${path}${query}`)).statusCode, query).toBe(400);
    }
    expect(await writtenRows(db())).toEqual(before);
  });
});

describe('bad input is refused with the contract’s message and writes nothing', () => {
  const TEN_MB = 'x'.repeat(10 * 1024 * 1024);
  const WHOLE_NUMBER = 'number must be a whole number from 1 to 2147483647';
  const check = (fields: object) => ({
    path: '/api/vehicle/check',
    fields: { date: '2026-02-14', number: 7, amount: '10', ...fields },
  });
  const report = (url: string) => ({ path: '/api/vehicle/conditional-report', fields: { url } });
  const note = (description: string) => ({ path: '/api/vehicle/note', fields: { description } });
  const CASES = [
    ['check number -1', check({ number: -1 }), 'number', WHOLE_NUMBER],
    ['check number 1.5', check({ number: 1.5 }), 'number', WHOLE_NUMBER],
    ['check number "12.0"', check({ number: '12.0' }), 'number', WHOLE_NUMBER],
    ['amount 0', check({ amount: 0 }), 'amount', RECORD_MESSAGES.amount],
    ['amount "0.00"', check({ amount: '0.00' }), 'amount', RECORD_MESSAGES.amount],
    ['amount -5', check({ amount: -5 }), 'amount', RECORD_MESSAGES.amount],
    ['amount 0.001', check({ amount: '0.001' }), 'amount', RECORD_MESSAGES.amount],
    ['date 2026-02-30', check({ date: '2026-02-30' }), 'date', RECORD_MESSAGES.date],
    ['a javascript: URL', report('javascript:alert(1)'), 'url', RECORD_MESSAGES.url],
    ['an ftp URL', report('ftp://reports.example.com/cr'), 'url', RECORD_MESSAGES.url],
    ['a blank note', note('   '), 'description', RECORD_MESSAGES.description],
    ['a 10 MB note', note(TEN_MB), 'description', RECORD_MESSAGES.descriptionLength],
  ] as const;

  it.each(CASES)('%s', async (_label, { path, fields }, field, message) => {
    const vehicleId = await freeVehicle();
    const before = await writtenRows(db());
    const response = await call('admin', 'POST', path, { ...fields, vehicleId });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json()).toEqual(errorBody(400, 'INVALID_INPUT', message, field));
    expect(await writtenRows(db())).toEqual(before);
  });

  it('keeps the 1 MB limit on the check and condition report routes', async () => {
    const response = await call('admin', 'POST', '/api/vehicle/conditional-report', {
      url: `https://reports.example.com/${'x'.repeat(1_100_000)}`,
      vehicleId: 1,
    });
    expect(response.statusCode).toBe(413);
  });
});
