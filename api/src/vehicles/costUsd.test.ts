// The cost in USD staff read on a vehicle is the specification's rule, (cost + 2500) / fx (0 for
// a 0 cost), worked out from cost and fx on every answer: a stored figure that drifted from them
// is never shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costInUsd } from '@canam/domain/money';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import { bearer, logIn } from '../testing/session.ts';
import { createTestApi, type TestApi } from '../testing/testApi.ts';

let api: TestApi;
let adminToken: string;

beforeAll(async () => {
  api = await createTestApi();
  adminToken = (await logIn(api.app, 'admin@canam.test')).auth.accessToken;
});
afterAll(() => api?.close());

describe('cost in USD', () => {
  it('follows cost and fx even when the stored cost_usd says otherwise', async () => {
    const detail = await api.database.db
      .selectFrom('vehicle_cost_detail as c')
      .innerJoin('vehicle as v', 'v.id', 'c.vehicle_id')
      .select(['c.vehicle_id', 'c.cost', 'c.fx', 'v.stock_number'])
      .where('c.cost', '>', '0')
      .where('v.status', '=', 'ReadyToSell')
      .orderBy('c.vehicle_id')
      .executeTakeFirstOrThrow();
    await api.database.db
      .updateTable('vehicle_cost_detail')
      .set({ cost_usd: detail.cost })
      .where('vehicle_id', '=', detail.vehicle_id)
      .execute();
    const response = await api.app.inject({
      url: `/api/vehicle?search=${detail.stock_number}`,
      headers: bearer(adminToken),
    });
    const page: Paged<VehicleDto> = response.json();
    const vehicle = page.data.find((item) => item.id === detail.vehicle_id);
    expect(vehicle?.vehicleCostDetail?.costUsd).toBe(costInUsd(detail.cost!, detail.fx!));
    expect(vehicle?.vehicleCostDetail?.costUsd).not.toBe(detail.cost);
  });
});
