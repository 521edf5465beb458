// Vehicle.costUsd: the one rule, (cost + 2500) / fx, from the vehicle's cost and fx, so a card,
// a notification and anything else showing a cost agree whatever figure the api stored.
import { describe, expect, it } from 'vitest';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import { fakeVehicle } from '../testing/fakeApi.ts';
import { costUsdOf } from './vehicle.ts';

const withCost = (cost: string, fx: string | null, costUsd: string | null): VehicleDto => ({
  ...fakeVehicle(7),
  cost: null,
  fx: null,
  vehicleCostDetail: {
    cost,
    costUsd,
    price: '24000.00',
    fx,
    reservedPrice: null,
    published: true,
  },
});

describe('costUsdOf', () => {
  it('works the cost in USD out from cost and fx, not from a stored figure', () => {
    expect(costUsdOf(withCost('21175.00', '1.3657', '21175.00'))).toBe('17335.43');
    expect(costUsdOf({ ...fakeVehicle(7), vehicleCostDetail: null })).toBe('20000.00');
  });

  it('is 0 for a 0 cost', () => {
    expect(costUsdOf(withCost('0.00', '1.35', null))).toBe('0.00');
  });

  it("keeps the api's figure only when there is no fx to work with", () => {
    expect(costUsdOf(withCost('21175.00', null, '17335.43'))).toBe('17335.43');
  });
});
