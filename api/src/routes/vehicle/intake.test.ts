// POST /api/vehicle: a VIN is normalised and checked (length, letters, I/O/Q, check digit) with a
// clear message, decoded offline (real VINs of several makes), registered once as a Draft owned
// by the registering agent (no owner for an admin), with its cost row and a 'vehicle.changed'
// event; a VIN that exists, even registered by a parallel call, answers the one vehicle it has.
import { describe, expect, it } from 'vitest';
import { VIN_MESSAGES } from '@canam/domain/vin';
import { registeredVehicle } from '@canam/domain/rest/vehicleIntake';
import { useTestApi } from '../../testing/useTestApi.ts';
import { eventsOf, lastEventId, staffCalls } from '../../testing/vehicleRecords.ts';
import { unknownVin, withCheckDigit } from '../../testing/vehicleIntake.ts';

const { api, token, id } = useTestApi([
  'superadmin',
  'admin',
  'agent',
  'reviewer',
  'buyer',
  'client',
]);
const call = staffCalls(api, token);
const db = () => api.database.db;

async function vehiclesOfVin(vin: string) {
  return db()
    .selectFrom('vehicle as v')
    .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
    .select(['v.id', 'v.status', 'v.users_id'])
    .where('n.vin_number', '=', vin)
    .execute();
}

describe('POST /api/vehicle checks the VIN', () => {
  const cases: [string, unknown, string][] = [
    ['too short', '1HGCM82633A00435', VIN_MESSAGES.length],
    ['too long', '1HGCM82633A0043521', VIN_MESSAGES.length],
    ['with an O', '1HGCM82633AO04352', VIN_MESSAGES.forbiddenLetters],
    ['with an I', '1HGCM8263IA004352', VIN_MESSAGES.forbiddenLetters],
    ['with a Q', 'QHGCM82633A004352', VIN_MESSAGES.forbiddenLetters],
    ['with a wrong check digit', '1HGCM82643A004352', VIN_MESSAGES.checkDigit],
    ['with punctuation', '1HGCM82633A00435!', VIN_MESSAGES.characters],
    ['empty', '', VIN_MESSAGES.required],
  ];
  for (const [label, vinNumber, message] of cases) {
    it(`refuses a VIN ${label} with its message, writing nothing`, async () => {
      const before = await lastEventId(db());
      const response = await call('admin', 'POST', '/api/vehicle', { vinNumber });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_VIN', field: 'vinNumber', message });
      expect(await lastEventId(db())).toBe(before);
    });
  }

  it('refuses a VIN that is not text, or none', async () => {
    for (const body of [{ vinNumber: 12345678901234 }, {}, { vinNumber: 'A'.repeat(100_000) }]) {
      const response = await call('admin', 'POST', '/api/vehicle', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('vinNumber');
    }
  });
});

describe('POST /api/vehicle registers a VIN once', () => {
  const REAL_VINS = [
    ['1HGCM82633A004352', { make: 'Honda', model: 'Accord', year: 2003 }],
    [withCheckDigit('2HGFC2F5?JH123456'), { make: 'Honda', model: 'Civic', year: 2018 }],
    [withCheckDigit('2T1BURHE?JC034461'), { make: 'Toyota', model: 'Corolla', year: 2018 }],
    [withCheckDigit('1FTFW1ET?DFC10312'), { make: 'Ford', model: 'F-150', year: 2013 }],
    [withCheckDigit('WBA3A5C5?CF256651'), { make: 'BMW', model: '328i', year: 2012 }],
    [withCheckDigit('5YJ3E1EA?KF317000'), { make: 'Tesla', model: 'Model 3', year: 2019 }],
  ] as const;

  for (const [vin, decoded] of REAL_VINS) {
    it(`decodes ${vin} as a ${decoded.year} ${decoded.make} ${decoded.model}`, async () => {
      const response = await call('admin', 'POST', '/api/vehicle', { vinNumber: vin });
      expect(response.statusCode).toBe(201);
      const body = registeredVehicle.parse(response.json());
      expect(body).toMatchObject({ created: true, decoded: true });
      expect(body.vehicle.vinNumber).toMatchObject({ vinNumber: vin, ...decoded });
      expect(body.vehicle.status).toBe('Draft');
    });
  }

  it('stores what the decoder read, the Draft vehicle, its cost row and an event', async () => {
    const vin = withCheckDigit('2HGFC2F5?JH654321');
    const before = await lastEventId(db());
    const response = await call('admin', 'POST', '/api/vehicle', { vinNumber: vin });
    expect(response.statusCode).toBe(201);
    const vehicleId = response.json().vehicle.id as number;
    const stored = await db()
      .selectFrom('vehicle as v')
      .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
      .innerJoin('vehicle_cost_detail as c', 'c.vehicle_id', 'v.id')
      .select([
        'v.status',
        'v.users_id',
        'n.make',
        'n.model',
        'n.year',
        'n.trim',
        'n.made_in_city',
        'n.engine',
      ])
      .where('v.id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      status: 'Draft',
      users_id: null,
      make: 'Honda',
      model: 'Civic',
      year: 2018,
      trim: 'LX',
      made_in_city: 'Alliston',
      engine: '2.0L 4-cyl K20C2 Gasoline',
    });
    expect(await eventsOf(db(), vehicleId, before)).toEqual([
      { type: 'vehicle.changed', userId: null, payload: {} },
    ]);
  });

  it('normalises lower case, spaces and dashes', async () => {
    const vin = withCheckDigit('2T1BURHE?JC777001');
    const written = `${vin.slice(0, 3).toLowerCase()}-${vin.slice(3, 10)} ${vin.slice(10).toLowerCase()}`;
    const response = await call('admin', 'POST', '/api/vehicle', { vinNumber: written });
    expect(response.statusCode).toBe(201);
    expect(response.json().vehicle.vinNumber.vinNumber).toBe(vin);
  });

  it('registers a VIN the decoder does not know, with the fields left empty', async () => {
    const vin = unknownVin();
    const response = await call('admin', 'POST', '/api/vehicle', { vinNumber: vin });
    expect(response.statusCode).toBe(201);
    const body = registeredVehicle.parse(response.json());
    expect(body).toMatchObject({ created: true, decoded: false });
    expect(body.vehicle.vinNumber).toMatchObject({
      vinNumber: vin,
      make: null,
      model: null,
      year: null,
    });
  });

  it('makes the registering agent the owner', async () => {
    const vin = unknownVin();
    const response = await call('agent', 'POST', '/api/vehicle', { vinNumber: vin });
    expect(response.statusCode).toBe(201);
    expect(await vehiclesOfVin(vin)).toEqual([
      { id: response.json().vehicle.id, status: 'Draft', users_id: id.agent },
    ]);
  });

  it('answers the vehicle a VIN already has, without a second row or event', async () => {
    const vin = withCheckDigit('1FTFW1ET?DFC55555');
    const first = await call('superadmin', 'POST', '/api/vehicle', { vinNumber: vin });
    expect(first.statusCode).toBe(201);
    const before = await lastEventId(db());
    const again = await call('agent', 'POST', '/api/vehicle', { vinNumber: vin.toLowerCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      created: false,
      decoded: true,
      vehicle: { id: first.json().vehicle.id },
    });
    expect(await vehiclesOfVin(vin)).toHaveLength(1);
    expect(await lastEventId(db())).toBe(before);
  });

  it('registers a VIN sent by parallel calls once, and every call succeeds', async () => {
    const vin = unknownVin();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(index % 2 ? 'admin' : 'superadmin', 'POST', '/api/vehicle', { vinNumber: vin }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const rows = await vehiclesOfVin(vin);
    expect(rows).toHaveLength(1);
    for (const answer of answers) expect(answer.json().vehicle.id).toBe(rows[0]?.id);
    const costRows = await db()
      .selectFrom('vehicle_cost_detail')
      .select('vehicle_id')
      .where('vehicle_id', '=', rows[0]?.id ?? 0)
      .execute();
    expect(costRows).toHaveLength(1);
  });

  it('is refused to everyone who does not edit vehicles, guests included', async () => {
    const vin = unknownVin();
    for (const who of ['reviewer', 'buyer', 'client', null]) {
      const response = await call(who, 'POST', '/api/vehicle', { vinNumber: vin });
      expect(response.statusCode).toBe(403);
    }
    expect(await vehiclesOfVin(vin)).toEqual([]);
  });
});
