// POST /api/vehicle/update: the specification's multipart form and JSON edit the fields sent
// (VIN data, money with the cost-in-USD rule, equipment, owner, location, stock number) with a
// 'vehicle.changed' event; statuses move Draft → ReadyToSell/InStock only when complete, Inactive
// deletes, a Sold or Inactive vehicle cannot be edited; an agent edits only its own vehicles;
// bad input is a 400 naming the field and changes nothing.
import { describe, expect, it } from 'vitest';
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';
import { vehicleDto } from '@canam/domain/rest/vehicle';
import { useTestApi } from '../../testing/useTestApi.ts';
import { bearer } from '../../testing/session.ts';
import { eventsOf, insertVehicle, lastEventId, staffCalls } from '../../testing/vehicleRecords.ts';
import { completeVehicle, multipartForm, storedVehicle } from '../../testing/vehicleIntake.ts';
import { OWNING_AGENT_MESSAGES } from '../../vehicles/intake/owningAgent.ts';
import { UPDATE_FORM_MESSAGES } from './updateForm.ts';

const { api, token, id } = useTestApi([
  'superadmin',
  'admin',
  'agent',
  'agent2',
  'reviewer',
  'buyer',
  'client',
]);
const call = staffCalls(api, token);
const db = () => api.database.db;
const update = (who: string | null, payload: unknown) =>
  call(who, 'POST', '/api/vehicle/update', payload);

function postForm(
  who: string,
  parts: Record<string, string>,
  file?: Parameters<typeof multipartForm>[1],
) {
  const form = multipartForm(parts, file);
  return api.app.inject({
    method: 'POST',
    url: '/api/vehicle/update',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token[who] ?? '') },
  });
}

describe('editing the fields', () => {
  it('takes the multipart form of the specification and answers the vehicle as staff see it', async () => {
    const vehicleId = await insertVehicle(db());
    const before = await lastEventId(db());
    const response = await postForm('admin', {
      id: String(vehicleId),
      vehicle: JSON.stringify({
        make: ' Honda ',
        model: 'Civic',
        year: '2018',
        trim: 'LX',
        transmissionType: 'CVT',
        color: 'Blue',
        miles: 35000,
        cost: '20000',
        fx: '1.35',
        price: '21500.5',
        equipment: ['sunroof', 'airConditioning'],
      }),
      stockNumber: 'A-1001',
      releaseDate: '2026-01-15',
      userId: String(id.agent),
      location: 'Detroit',
      marketPlace: '1',
      crUrl: 'https://reports.example.com/cr/1001',
    });
    expect(response.statusCode).toBe(200);
    const vehicle = vehicleDto.parse(response.json());
    expect(vehicle).toMatchObject({
      id: vehicleId,
      stockNumber: 'A-1001',
      usersId: id.agent,
      location: 'Detroit',
      crUrl: 'https://reports.example.com/cr/1001',
      equipment: ['airConditioning', 'sunroof'],
      vinNumber: { make: 'Honda', model: 'Civic', year: 2018, trim: 'LX', transmissionType: 'CVT' },
    });
    const stored = await storedVehicle(db(), vehicleId);
    const detroit = await db()
      .selectFrom('export_location')
      .select('id')
      .where('name', '=', 'Detroit')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      color: 'Blue',
      miles: 35000,
      export_location_id: detroit.id,
      cost: '20000.00',
      fx: '1.3500',
      // (20000 + 2500) / 1.35
      cost_usd: '16666.67',
      price: '21500.50',
      equipment: { sunroof: true, airConditioning: true },
    });
    expect(stored.release_date?.toISOString().slice(0, 10)).toBe('2026-01-15');
    expect(await eventsOf(db(), vehicleId, before)).toEqual([
      { type: 'vehicle.changed', userId: null, payload: {} },
    ]);
  });

  it('takes JSON, with the separate fields at the top or inside vehicle, and changes only what is sent', async () => {
    const vehicleId = await completeVehicle(db(), id.agent as number);
    const before = await storedVehicle(db(), vehicleId);
    const response = await update('admin', {
      id: vehicleId,
      stockNumber: 'J-77',
      vehicle: { costUsd: '15000', miles: 50000, equipment: [] },
    });
    expect(response.statusCode).toBe(200);
    const after = await storedVehicle(db(), vehicleId);
    expect(after).toEqual({
      ...before,
      stock_number: 'J-77',
      cost_usd: '15000.00',
      miles: 50000,
      equipment: {},
    });
  });

  it('clears the trim, the condition report link and the release date with null', async () => {
    const vehicleId = await insertVehicle(db());
    await update('admin', {
      id: vehicleId,
      vehicle: { trim: 'EX', crUrl: 'https://cr.example.com/1', releaseDate: '2026-02-01' },
    });
    const response = await postForm('admin', {
      id: String(vehicleId),
      vehicle: JSON.stringify({ trim: null }),
      crUrl: '',
      releaseDate: '',
    });
    expect(response.statusCode).toBe(200);
    expect(await storedVehicle(db(), vehicleId)).toMatchObject({
      trim: null,
      cr_url: null,
      release_date: null,
    });
  });

  it('refuses a stock number another vehicle has, also when two edits race for it', async () => {
    const taken = await completeVehicle(db(), id.agent as number);
    const { stock_number: stockNumber } = await storedVehicle(db(), taken);
    const other = await insertVehicle(db());
    const response = await update('admin', { id: other, vehicle: { stockNumber } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'STOCK_NUMBER_TAKEN',
      message: INTAKE_MESSAGES.stockNumberTaken,
    });

    const [first, second] = [await insertVehicle(db()), await insertVehicle(db())];
    const answers = await Promise.all(
      [first, second].map((vehicleId) =>
        update('admin', { id: vehicleId, vehicle: { stockNumber: 'RACE-1' } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const holders = await db()
      .selectFrom('vehicle')
      .select('id')
      .where('stock_number', '=', 'RACE-1')
      .execute();
    expect(holders).toHaveLength(1);
  });

  const BAD_FIELDS: [string, Record<string, unknown>, string][] = [
    ['price 0', { price: 0 }, 'vehicle.price'],
    ['price 1000001', { price: '1000001' }, 'vehicle.price'],
    ['costUsd with three decimals', { costUsd: '10.001' }, 'vehicle.costUsd'],
    ['miles 0', { miles: 0 }, 'vehicle.miles'],
    ['miles 1.5', { miles: 1.5 }, 'vehicle.miles'],
    ['year 1899', { year: 1899 }, 'vehicle.year'],
    ['year 2051', { year: '2051' }, 'vehicle.year'],
    ["make 'A'", { make: 'A' }, 'vehicle.make'],
    ['a model of 51 letters', { model: 'M'.repeat(51) }, 'vehicle.model'],
    ["crUrl 'abc'", { crUrl: 'abc' }, 'vehicle.crUrl'],
    ['an unknown transmission', { transmissionType: 'Tiptronic' }, 'vehicle.transmissionType'],
    ['an unknown equipment flag', { equipment: ['jetpack'] }, 'vehicle.equipment.0'],
    ['a malformed release date', { releaseDate: '2026-13-45' }, 'vehicle.releaseDate'],
    ['an unknown field', { status: 'Sold', color: 'Red' }, 'vehicle'],
    ['a location that is not an export location', { location: 'Atlantis' }, 'vehicle.location'],
    ['a user who is not an agent', { userId: 1 }, 'vehicle.userId'],
    ['an id out of range', { userId: 2_147_483_648 }, 'vehicle.userId'],
  ];
  for (const [label, fields, field] of BAD_FIELDS) {
    it(`refuses ${label} with a 400 naming ${field}, changing nothing`, async () => {
      const vehicleId = await completeVehicle(db(), id.agent as number);
      const before = await storedVehicle(db(), vehicleId);
      const events = await lastEventId(db());
      const response = await update('admin', {
        id: vehicleId,
        vehicle: { color: 'Red', ...fields },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', field });
      expect(await storedVehicle(db(), vehicleId)).toEqual(before);
      expect(await lastEventId(db())).toBe(events);
    });
  }

  it('refuses a form with a file, a field sent twice, or vehicle text that is not JSON', async () => {
    const vehicleId = await insertVehicle(db());
    const withFile = await postForm(
      'admin',
      { id: String(vehicleId) },
      { field: 'photo', name: 'a.jpg', content: 'bytes' },
    );
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json()).toMatchObject({ field: 'photo', message: UPDATE_FORM_MESSAGES.noFile });
    const notJson = await postForm('admin', { id: String(vehicleId), vehicle: '{make:' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ field: 'vehicle', message: INTAKE_MESSAGES.invalid });
    const form = multipartForm({ id: String(vehicleId) });
    const twice = await api.app.inject({
      method: 'POST',
      url: '/api/vehicle/update',
      payload: form.payload.replace(
        `name="id"\r\n\r\n${vehicleId}`,
        `name="id"\r\n\r\n${vehicleId}\r\n${form.payload.split('\r\n')[0]}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${vehicleId}`,
      ),
      headers: { ...form.headers, ...bearer(token.admin ?? '') },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ field: 'id', message: UPDATE_FORM_MESSAGES.twice });
  });

  it('answers 404 for a vehicle that does not exist', async () => {
    const response = await update('admin', { id: 2_000_000_000, vehicle: { color: 'Red' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('VEHICLE_NOT_FOUND');
  });
});

describe('who edits which vehicle', () => {
  it('lets an agent edit its own vehicle and refuses it another agent’s (403), changing nothing', async () => {
    const own = await insertVehicle(db(), { ownerId: id.agent });
    expect((await update('agent', { id: own, vehicle: { color: 'Green' } })).statusCode).toBe(200);
    const others = await insertVehicle(db(), { ownerId: id.agent2 });
    const unowned = await insertVehicle(db(), { ownerId: null });
    for (const vehicleId of [others, unowned]) {
      const before = await storedVehicle(db(), vehicleId);
      for (const payload of [
        { id: vehicleId, vehicle: { color: 'Green' } },
        { id: vehicleId, status: 'Inactive' },
      ]) {
        const response = await update('agent', payload);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'NOT_YOUR_VEHICLE',
          message: INTAKE_MESSAGES.notOwner,
        });
      }
      expect(await storedVehicle(db(), vehicleId)).toEqual(before);
    }
  });

  it('does not let an agent give its vehicle to another agent; admins may', async () => {
    const vehicleId = await insertVehicle(db(), { ownerId: id.agent });
    const refused = await update('agent', { id: vehicleId, vehicle: { userId: id.agent2 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OWNING_AGENT_MESSAGES.notYours);
    expect(
      (await update('agent', { id: vehicleId, vehicle: { userId: id.agent } })).statusCode,
    ).toBe(200);
    expect(
      (await update('admin', { id: vehicleId, vehicle: { userId: id.agent2 } })).statusCode,
    ).toBe(200);
    expect((await storedVehicle(db(), vehicleId)).users_id).toBe(id.agent2);
  });

  it('is refused to reviewers, dealers and guests, before the body is read', async () => {
    const vehicleId = await insertVehicle(db());
    const before = await storedVehicle(db(), vehicleId);
    for (const who of ['reviewer', 'buyer', 'client', null]) {
      expect((await update(who, { id: vehicleId, vehicle: { color: 'Red' } })).statusCode).toBe(
        403,
      );
      expect((await update(who, { id: vehicleId, status: 'Inactive' })).statusCode).toBe(403);
    }
    expect(await storedVehicle(db(), vehicleId)).toEqual(before);
  });
});

describe('status changes', () => {
  it('refuses ReadyToSell and InStock to an incomplete vehicle, naming what is missing', async () => {
    const vehicleId = await insertVehicle(db());
    for (const status of ['ReadyToSell', 'InStock']) {
      const response = await update('admin', { id: vehicleId, status });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'VEHICLE_INCOMPLETE',
        message: `${INTAKE_MESSAGES.incomplete} Stock number, Agent, Location, Cost in USD, Price, Colour, Miles`,
      });
    }
    expect((await storedVehicle(db(), vehicleId)).status).toBe('Draft');
  });

  it('puts a complete vehicle on sale: ReadyToSell releases it now, and the open catalogue shows it', async () => {
    const vehicleId = await completeVehicle(db(), id.agent as number);
    const { vin_number: vin } = await db()
      .selectFrom('vehicle as v')
      .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
      .select('n.vin_number')
      .where('v.id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    const publicList = () =>
      call(null, 'GET', `/api/vehicle/public?vinNumber=${vin}`).then(
        (answer) => answer.json().total,
      );
    expect(await publicList()).toBe(0);
    const before = await lastEventId(db());
    const response = await postForm('agent', { id: String(vehicleId), status: 'ReadyToSell' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ReadyToSell');
    const stored = await storedVehicle(db(), vehicleId);
    expect(stored.release_date).not.toBeNull();
    expect(stored.release_date_in_ready).not.toBeNull();
    expect(await publicList()).toBe(1);
    expect(await eventsOf(db(), vehicleId, before)).toEqual([
      { type: 'vehicle.changed', userId: null, payload: { status: 'ReadyToSell' } },
    ]);
  });

  it('keeps a release date that was set when the vehicle goes ReadyToSell', async () => {
    const vehicleId = await completeVehicle(db(), id.agent as number);
    await update('admin', { id: vehicleId, vehicle: { releaseDate: '2030-05-01T12:00:00Z' } });
    expect((await update('admin', { id: vehicleId, status: 'ReadyToSell' })).statusCode).toBe(200);
    expect((await storedVehicle(db(), vehicleId)).release_date?.toISOString()).toBe(
      '2030-05-01T12:00:00.000Z',
    );
  });

  it('moves Draft → InStock → Draft → Inactive, and an Inactive vehicle cannot be edited', async () => {
    const vehicleId = await completeVehicle(db(), id.agent as number);
    for (const status of ['InStock', 'Draft', 'Inactive']) {
      const response = await update('admin', { id: vehicleId, status });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    for (const payload of [
      { id: vehicleId, status: 'Draft' },
      { id: vehicleId, vehicle: { color: 'Red' } },
    ]) {
      const response = await update('admin', payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'VEHICLE_DELETED',
        message: INTAKE_MESSAGES.deleted,
      });
    }
  });

  it('cannot edit a Sold vehicle', async () => {
    const vehicleId = await insertVehicle(db(), { status: 'Sold', ownerId: id.agent });
    const before = await storedVehicle(db(), vehicleId);
    for (const payload of [
      { id: vehicleId, status: 'Draft' },
      { id: vehicleId, vehicle: { color: 'Red' } },
    ]) {
      const response = await update('agent', payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'VEHICLE_SOLD',
        message: INTAKE_MESSAGES.sold,
      });
    }
    expect(await storedVehicle(db(), vehicleId)).toEqual(before);
  });

  it('refuses Sold and unknown statuses, and a status sent with fields', async () => {
    const vehicleId = await completeVehicle(db(), id.agent as number);
    for (const status of ['Sold', 'Deleted', 3]) {
      const response = await update('admin', { id: vehicleId, status });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'status',
        message: INTAKE_MESSAGES.statusNotAllowed,
      });
    }
    const mixed = await update('admin', {
      id: vehicleId,
      status: 'Draft',
      vehicle: { color: 'Red' },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(UPDATE_FORM_MESSAGES.statusAlone);
    expect((await storedVehicle(db(), vehicleId)).status).toBe('Draft');
  });
});
