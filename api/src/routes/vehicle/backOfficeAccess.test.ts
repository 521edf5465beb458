// Who may call the vehicle table and the record routes: super admins and admins. Agents,
// reviewers, clients, buyers and guests get 403 on every call, before their body is read, and
// nothing is written; a token that is not valid is the usual 401.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../plugins/errorHandler.ts';
import { useTestApi } from '../../testing/useTestApi.ts';
import { insertVehicle, staffCalls, writtenRows } from '../../testing/vehicleRecords.ts';

const { api, token, id } = useTestApi([
  'superadmin',
  'admin',
  'agent',
  'reviewer',
  'client',
  'buyer',
]);
const call = staffCalls(api, token);
const db = () => api.database.db;

let vehicleId: number;
const recordIds = { check: 0, report: 0, note: 0 };

beforeAll(async () => {
  token.forged = 'not-a-valid-token';
  vehicleId = await insertVehicle(db(), { ownerId: id.agent! });
  const values = { vehicle_id: vehicleId, user_id: id.admin! };
  const [check, report, note] = await Promise.all([
    db()
      .insertInto('vehicle_check')
      .values({ ...values, date: '2026-01-02', number: 5, amount: '10.00' })
      .returning('id')
      .executeTakeFirstOrThrow(),
    db()
      .insertInto('conditional_report')
      .values({ ...values, url: 'https://cr.example.com/0' })
      .returning('id')
      .executeTakeFirstOrThrow(),
    db()
      .insertInto('note')
      .values({ ...values, description: 'kept' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  ]);
  Object.assign(recordIds, { check: check.id, report: report.id, note: note.id });
});

/** Every call, with a body that would be accepted from a super admin or an admin. */
const CALLS = () =>
  [
    ['GET', '/api/vehicle/getForTable?search=a', undefined],
    ['PUT', '/api/vehicle/agent', { vehicleId, userId: id.agent }],
    ['POST', '/api/vehicle/check', { date: '2026-01-02', number: 9, amount: '10', vehicleId }],
    ['GET', `/api/vehicle/check?vehicle=${vehicleId}`, undefined],
    ['PUT', '/api/vehicle/check', { id: recordIds.check, status: false }],
    ['POST', '/api/vehicle/conditional-report', { url: 'https://cr.example.com/1', vehicleId }],
    ['GET', `/api/vehicle/conditional-report?vehicle=${vehicleId}`, undefined],
    ['PUT', '/api/vehicle/conditional-report', { id: recordIds.report, status: false }],
    ['POST', '/api/vehicle/note', { description: 'A note', vehicleId }],
    ['GET', `/api/vehicle/note?vehicle=${vehicleId}`, undefined],
    ['PUT', '/api/vehicle/note', { id: recordIds.note, status: false }],
  ] as const;

const REFUSED = ['agent', 'reviewer', 'client', 'buyer', 'guest'] as const;

describe('the back-office vehicle calls', () => {
  it.each(REFUSED)('refuses %s with 403 on every call, writing nothing', async (who) => {
    const before = await writtenRows(db());
    for (const [method, url, payload] of CALLS()) {
      const response = await call(who === 'guest' ? null : who, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(errorBody(403, 'FORBIDDEN', 'Forbidden'));
    }
    expect(await writtenRows(db())).toEqual(before);
  });

  it('answers 401 to a token that is not valid', async () => {
    for (const [method, url, payload] of CALLS()) {
      const response = await call('forged', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses before reading the body: a 10 MB note or broken JSON is still a 403', async () => {
    const huge = await call('agent', 'POST', '/api/vehicle/note', {
      description: 'x'.repeat(10 * 1024 * 1024),
      vehicleId,
    });
    expect(huge.statusCode).toBe(403);
    const broken = await api.app.inject({
      method: 'POST',
      url: '/api/vehicle/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"date":',
    });
    expect(broken.statusCode).toBe(403);
  });

  it.each(['superadmin', 'admin'])('lets %s make every call', async (who) => {
    for (const [method, url, payload] of CALLS()) {
      const response = await call(who, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(200);
    }
  });
});
