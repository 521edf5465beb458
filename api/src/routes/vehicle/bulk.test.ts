// POST /api/vehicle/csv and /api/vehicle/updateVehicleStatusCsv as admins use them (multipart or
// an upload ticket; CSV or XLSX): the three lists and the row report, a file applied whole or not
// at all, uploads that can be repeated, the progress events, and who may call.
import { beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_IMPORT_EVENT } from '@canam/domain/events';
import {
  BULK_COLUMNS,
  FILE_MESSAGES,
  bulkProgressPayload,
  bulkReport,
  type BulkReportDto,
} from '@canam/domain/rest/vehicleFiles';
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';
import { VIN_MESSAGES } from '@canam/domain/vin';
import {
  KNOWN_PATTERNS,
  csvOf,
  postBulkForm,
  postBulkTicket,
  undecodableVin,
  xlsxOf,
  type Sheet,
} from '../../testing/bulkFiles.ts';
import { imageBytes } from '../../testing/uploads.ts';
import { bearer } from '../../testing/session.ts';
import { useTestApi } from '../../testing/useTestApi.ts';
import { lastEventId } from '../../testing/vehicleRecords.ts';

const { api, token, id } = useTestApi([
  'superadmin',
  'admin',
  'agent',
  'reviewer',
  'client',
  'buyer',
]);
const db = () => api.database.db;

let soldVin = '';
let inactiveVin = '';
let location = '';

const HEADER = ['VIN', 'Stock Number', 'Agent', 'Location', 'Color', 'Miles', 'Cost USD', 'Price'];

async function vinOfStatus(status: 'Sold' | 'Inactive'): Promise<string> {
  const row = await db()
    .selectFrom('vehicle as v')
    .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
    .select('n.vin_number')
    .where('v.status', '=', status)
    .orderBy('v.id')
    .executeTakeFirstOrThrow();
  return row.vin_number;
}

/** Rows of every table the bulk calls write, to assert that a refusal wrote nothing. */
async function snapshot() {
  const count = async (table: 'vehicle' | 'vin_number' | 'vehicle_cost_detail') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const changed = await db()
    .selectFrom('vehicle')
    .select((eb) => eb.fn.max('updated_at').as('at'))
    .executeTakeFirstOrThrow();
  const vehicleEvents = await db()
    .selectFrom('event')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('type', '=', 'vehicle.changed')
    .executeTakeFirstOrThrow();
  return {
    vehicles: await count('vehicle'),
    vins: await count('vin_number'),
    costs: await count('vehicle_cost_detail'),
    lastChange: changed.at,
    vehicleEvents: Number(vehicleEvents.n),
  };
}

async function vehicleOf(vin: string) {
  return db()
    .selectFrom('vehicle as v')
    .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
    .leftJoin('vehicle_cost_detail as c', 'c.vehicle_id', 'v.id')
    .select([
      'v.id',
      'v.status',
      'v.stock_number',
      'v.users_id',
      'v.location',
      'v.export_location_id',
      'v.color',
      'v.miles',
      'v.release_date',
      'v.release_date_in_ready',
      'n.make',
      'n.model',
      'n.year',
      'c.cost_usd',
      'c.price',
    ])
    .where('n.vin_number', '=', vin)
    .executeTakeFirst();
}

function report(response: { statusCode: number; body: string; json(): unknown }): BulkReportDto {
  expect(response.statusCode, response.body).toBe(200);
  return bulkReport.parse(response.json());
}

beforeAll(async () => {
  soldVin = await vinOfStatus('Sold');
  inactiveVin = await vinOfStatus('Inactive');
  location = (
    await db().selectFrom('export_location').select('name').orderBy('id').executeTakeFirstOrThrow()
  ).name;
});

describe('POST /api/vehicle/csv', () => {
  it('upserts a CSV file by VIN and lists the sold, undecodable and incomplete rows', async () => {
    const good = KNOWN_PATTERNS.ford(101);
    const incomplete = KNOWN_PATTERNS.honda(101);
    const unknown = undecodableVin(101);
    const before = await snapshot();
    const file = csvOf([
      HEADER,
      [good, 'BULK-101', 'agent@canam.test', location, 'Red', '45,210', '$18,000', '21500'],
      [incomplete, '', '', '', 'Blue', '', '', ''],
      [soldVin, 'BULK-SOLD', '', '', 'Green', '', '', ''],
      [inactiveVin, '', '', '', 'Black', '', '', ''],
      [unknown, 'BULK-102', '', '', '', '', '', ''],
    ]);
    const answer = report(await postBulkForm(api.app, token.admin!, 'csv', file));
    expect(answer.applied).toBe(true);
    expect(answer.vinNumberSold).toEqual([soldVin]);
    expect(answer.vinNumberNotFound).toEqual([unknown]);
    expect(answer.incompleteRegister).toEqual([incomplete, unknown]);
    expect(answer.rows.map((row) => [row.line, row.vinNumber, row.outcome])).toEqual([
      [2, good, 'created'],
      [3, incomplete, 'incomplete'],
      [4, soldVin, 'sold'],
      [5, inactiveVin, 'deleted'],
      [6, unknown, 'notFound'],
    ]);
    expect(answer.rows[1]!.message).toBe(
      `${INTAKE_MESSAGES.incomplete} Stock number, Agent, Location, Cost in USD, Price, Miles`,
    );
    expect(answer.rows[2]!.message).toBe(INTAKE_MESSAGES.sold);

    expect(await vehicleOf(good)).toMatchObject({
      status: 'Draft',
      stock_number: 'BULK-101',
      users_id: id.agent,
      location,
      color: 'Red',
      miles: 45210,
      make: 'Ford',
      model: 'F-150',
      year: 2018,
      cost_usd: '18000.00',
      price: '21500.00',
    });
    expect(await vehicleOf(incomplete)).toMatchObject({
      status: 'Draft',
      make: 'Honda',
      users_id: null,
    });
    expect(await vehicleOf(unknown)).toMatchObject({ stock_number: 'BULK-102', make: null });
    // The sold and the deleted vehicle are as they were.
    expect((await vehicleOf(soldVin))!.stock_number).not.toBe('BULK-SOLD');
    expect((await vehicleOf(inactiveVin))!.color).not.toBe('Black');
    const after = await snapshot();
    expect(after.vehicles - before.vehicles).toBe(3);
    expect(after.vehicleEvents - before.vehicleEvents).toBe(3);

    // The same file again changes nothing and writes no event.
    const again = report(await postBulkForm(api.app, token.admin!, 'csv', file));
    expect(again.rows.map((row) => row.outcome)).toEqual([
      'updated',
      'incomplete',
      'sold',
      'deleted',
      'incomplete',
    ]);
    expect(await snapshot()).toEqual(after);
  });

  it('reads an XLSX file sent with an upload ticket, file values over decoded ones', async () => {
    const tesla = KNOWN_PATTERNS.tesla(201);
    const existing = KNOWN_PATTERNS.ford(101);
    const workbook = await xlsxOf([
      ['vin', 'Model', 'Transmission', 'Release Date', 'Cost CAD', 'fx', 'Reserved Price'],
      [tesla, 'Model 3 LR', 'automatic', new Date(Date.UTC(2026, 0, 15)), 22500, 1.25, 19000],
      [existing, null, null, null, null, null, null],
    ]);
    const { upload, response } = await postBulkTicket(api.app, token.superadmin!, 'csv', workbook);
    const answer = report(response);
    expect(answer.rows.map((row) => row.outcome)).toEqual(['incomplete', 'updated']);
    const vehicle = await vehicleOf(tesla);
    expect(vehicle).toMatchObject({ make: 'Tesla', model: 'Model 3 LR', cost_usd: '20000.00' });
    expect(vehicle!.release_date!.toISOString()).toBe('2026-01-15T00:00:00.000Z');

    // Progress events of this file, to its uploader only, stage by stage with done rising.
    const events = await db()
      .selectFrom('event')
      .select(['user_id', 'payload'])
      .where('type', '=', VEHICLE_IMPORT_EVENT)
      .orderBy('id')
      .execute();
    const mine = events
      .map((event) => ({
        userId: event.user_id,
        payload: bulkProgressPayload.parse(event.payload),
      }))
      .filter((event) => event.payload.upload === upload);
    expect(mine.every((event) => event.userId === id.superadmin)).toBe(true);
    expect(mine.map(({ payload }) => [payload.stage, payload.done, payload.total])).toEqual([
      ['uploaded', 0, 0],
      ['uploaded', 2, 2],
      // The existing VIN is checked at once; the Tesla's pattern is decoded.
      ['validated', 0, 2],
      ['validated', 2, 2],
      ['applied', 0, 2],
      ['applied', 2, 2],
    ]);
  });

  it('writes nothing when any row is invalid and lists the invalid rows', async () => {
    const before = await snapshot();
    const fresh = KNOWN_PATTERNS.ford(301);
    const file = csvOf([
      [...HEADER, 'Year', 'Transmission'],
      [fresh, 'BULK-301', '', '', 'Red', '', '', '', '', ''],
      ['1FTEW1EP0JF000301', '', '', '', '', '', '', '', '', ''],
      [
        KNOWN_PATTERNS.ford(302),
        '',
        'nobody@canam.test',
        'Atlantis',
        '',
        '0',
        '',
        '2000000',
        '1850',
        'Steam',
      ],
      [fresh, '', '', '', '', '', '', '', '', ''],
      [KNOWN_PATTERNS.ford(303), 'BULK-101', '', '', '', '', '', '', '', ''],
    ]);
    const answer = report(await postBulkForm(api.app, token.admin!, 'csv', file));
    expect(answer).toMatchObject({
      applied: false,
      vinNumberNotFound: [],
      vinNumberSold: [],
      incompleteRegister: [],
    });
    expect(answer.rows).toEqual([
      {
        line: 3,
        vinNumber: '1FTEW1EP0JF000301',
        outcome: 'invalid',
        message: `VIN: ${VIN_MESSAGES.checkDigit}`,
      },
      {
        line: 4,
        vinNumber: KNOWN_PATTERNS.ford(302),
        outcome: 'invalid',
        message:
          'Price: Invalid value; Miles: Invalid value; Year: Invalid value; ' +
          'Transmission: Invalid value; Agent: The agent must be an active agent (e-mail or ' +
          'nickname); Location: The location must be an export location',
      },
      {
        line: 5,
        vinNumber: fresh,
        outcome: 'invalid',
        message: 'VIN: This VIN is already on line 2 of the file',
      },
      {
        line: 6,
        vinNumber: KNOWN_PATTERNS.ford(303),
        outcome: 'invalid',
        message: `Stock Number: ${INTAKE_MESSAGES.stockNumberTaken}`,
      },
    ]);
    expect(await snapshot()).toEqual(before);
    expect(await vehicleOf(fresh)).toBeUndefined();
  });

  it('refuses a file it cannot read with a clear 400 and writes nothing', async () => {
    const before = await snapshot();
    const rows: Sheet = [['VIN']];
    for (let n = 0; n <= 10_000; n++) rows.push([KNOWN_PATTERNS.ford(10_000 + n)]);
    const cases: [Buffer | string, string][] = [
      ['', FILE_MESSAGES.empty],
      [csvOf([['VIN']]), FILE_MESSAGES.empty],
      [csvOf([['Make'], ['Ford']]), FILE_MESSAGES.noVinColumn],
      ['VIN\r\n"1FTEW1EP6JF000001\r\n', FILE_MESSAGES.malformed],
      [await imageBytes('png', 20, 20), FILE_MESSAGES.notSpreadsheet],
      [csvOf(rows), FILE_MESSAGES.tooManyRows],
    ];
    for (const [data, message] of cases) {
      const response = await postBulkForm(api.app, token.admin!, 'csv', data);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ code: 'FILE_INVALID', message });
    }
    const tooLarge = await postBulkForm(
      api.app,
      token.admin!,
      'csv',
      'x'.repeat(10 * 1024 * 1024 + 1),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: FILE_MESSAGES.tooLarge('spreadsheet') });
    expect(await snapshot()).toEqual(before);
  });

  it('is refused to agents, reviewers, dealers and guests before the file is read', async () => {
    const file = csvOf([['VIN'], [KNOWN_PATTERNS.ford(401)]]);
    for (const who of ['agent', 'reviewer', 'client', 'buyer', null] as const) {
      for (const call of ['csv', 'updateVehicleStatusCsv'] as const) {
        const response = await postBulkForm(api.app, who ? token[who]! : null, call, file, {
          status: 'Draft',
        });
        expect(response.statusCode, `${who} ${call}`).toBe(403);
      }
      const template = await api.app.inject({
        method: 'GET',
        url: '/api/vehicle/csvTemplate',
        headers: who ? bearer(token[who]!) : {},
      });
      expect(template.statusCode).toBe(403);
    }
    expect(await vehicleOf(KNOWN_PATTERNS.ford(401))).toBeUndefined();
  });
});

describe('POST /api/vehicle/updateVehicleStatusCsv', () => {
  it('sets the status and lists unknown, sold and incomplete vehicles', async () => {
    const complete = KNOWN_PATTERNS.ford(101);
    const incomplete = KNOWN_PATTERNS.honda(101);
    const unknown = KNOWN_PATTERNS.ford(501);
    const after = await lastEventId(db());
    const workbook = await xlsxOf([
      ['Vin Number'],
      [complete],
      [incomplete],
      [unknown],
      [soldVin],
      [inactiveVin],
    ]);
    const answer = report(
      await postBulkForm(
        api.app,
        token.admin!,
        'updateVehicleStatusCsv',
        workbook,
        {
          status: 'ReadyToSell',
        },
        'vehicles.xlsx',
      ),
    );
    expect(answer).toMatchObject({
      applied: true,
      vinNumberNotFound: [unknown],
      vinNumberSold: [soldVin],
      incompleteRegister: [incomplete],
    });
    expect(answer.rows.map((row) => row.outcome)).toEqual([
      'updated',
      'incomplete',
      'notFound',
      'sold',
      'deleted',
    ]);
    const ready = await vehicleOf(complete);
    expect(ready).toMatchObject({ status: 'ReadyToSell' });
    expect(ready!.release_date).not.toBeNull();
    expect(ready!.release_date_in_ready).not.toBeNull();
    expect((await vehicleOf(incomplete))!.status).toBe('Draft');
    const changed = await db()
      .selectFrom('event')
      .select(['vehicle_id', 'payload'])
      .where('type', '=', 'vehicle.changed')
      .where('id', '>', String(after))
      .execute();
    expect(changed).toEqual([{ vehicle_id: ready!.id, payload: { status: 'ReadyToSell' } }]);

    const draft = report(
      await postBulkTicket(
        api.app,
        token.admin!,
        'updateVehicleStatusCsv',
        Buffer.from(csvOf([['VIN'], [complete]])),
        {
          status: 'Draft',
        },
      ).then((sent) => sent.response),
    );
    expect(draft.rows.map((row) => row.outcome)).toEqual(['updated']);
    expect((await vehicleOf(complete))!.status).toBe('Draft');
  });

  it('needs a status of the list', async () => {
    const file = csvOf([['VIN'], [KNOWN_PATTERNS.ford(101)]]);
    const statuses: Record<string, string>[] = [{}, { status: 'Sold' }, { status: 'InStock' }];
    for (const fields of statuses) {
      const response = await postBulkForm(
        api.app,
        token.admin!,
        'updateVehicleStatusCsv',
        file,
        fields,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: FILE_MESSAGES.statusRequired });
    }
  });
});

describe('GET /api/vehicle/csvTemplate', () => {
  it('is a CSV file of the columns and an example row that uploads as it is', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/vehicle/csvTemplate',
      headers: bearer(token.admin!),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="vehicles-template.csv"',
    );
    const [header] = response.body.split('\r\n');
    expect(header).toBe(BULK_COLUMNS.join(','));
    const answer = report(await postBulkForm(api.app, token.admin!, 'csv', response.body));
    expect(answer.applied).toBe(true);
    expect(answer.rows).toHaveLength(1);
  });
});
