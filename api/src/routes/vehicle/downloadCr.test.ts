// GET /api/vehicle/downloadCr: the condition report of a vehicle the caller may see.
import { describe, expect, it } from 'vitest';
import { NO_CONDITION_REPORT_MESSAGE } from '@canam/domain/rest/vehicle';
import type { VehicleStatus } from '@canam/domain/statuses';
import { bearer } from '../../testing/session.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token: tokens } = useTestApi(['admin', 'buyer']);

const download = (id: number | string, who?: string) =>
  api.app.inject({
    url: `/api/vehicle/downloadCr?id=${id}`,
    headers: who ? bearer(tokens[who]!) : {},
  });

async function vehicleWhere(status: VehicleStatus, withReport: boolean) {
  const row = await api.database.db
    .selectFrom('vehicle')
    .select(['id', 'cr_url'])
    .where('status', '=', status)
    .where('cr_url', withReport ? 'is not' : 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row;
}

describe('GET /api/vehicle/downloadCr', () => {
  it('answers the condition report of a vehicle on sale, to a guest too', async () => {
    const vehicle = await vehicleWhere('ReadyToSell', true);
    const response = await download(vehicle.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: vehicle.cr_url, error: null });
  });

  it('falls back to the latest condition report record', async () => {
    const vehicle = await vehicleWhere('ReadyToSell', false);
    const db = api.database.db;
    await db
      .insertInto('conditional_report')
      .values([
        { vehicle_id: vehicle.id, url: '/uploads/cr/old.html', date: new Date('2025-01-01') },
        { vehicle_id: vehicle.id, url: '/uploads/cr/new.html', date: new Date('2025-06-01') },
        {
          vehicle_id: vehicle.id,
          url: '/uploads/cr/withdrawn.html',
          date: new Date('2025-07-01'),
          status: false,
        },
      ])
      .execute();
    const response = await download(vehicle.id, 'buyer');
    expect(response.json()).toEqual({ url: '/uploads/cr/new.html', error: null });
    await db.deleteFrom('conditional_report').where('vehicle_id', '=', vehicle.id).execute();
  });

  it("says 'Nothing to show…' when there is no report", async () => {
    const vehicle = await vehicleWhere('ReadyToSell', false);
    const response = await download(vehicle.id, 'buyer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: null,
      error: 'Nothing to show. Call your agent for more information.',
    });
    expect(response.json().error).toBe(NO_CONDITION_REPORT_MESSAGE);
  });

  it('hides Draft vehicles from dealers (404) but not from staff', async () => {
    const draft = await vehicleWhere('Draft', true);
    expect((await download(draft.id, 'buyer')).statusCode).toBe(404);
    expect((await download(draft.id)).statusCode).toBe(404);
    expect((await download(draft.id, 'admin')).json()).toEqual({ url: draft.cr_url, error: null });
  });

  it('answers 404 for an unknown vehicle and 400 for a bad id', async () => {
    expect((await download(9_999_999)).statusCode).toBe(404);
    const bad = await download('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id must be a whole number from 1 to 2147483647');
  });
});
