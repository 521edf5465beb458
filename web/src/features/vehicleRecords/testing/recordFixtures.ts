// Checks, condition reports and notes for the tests, every field explicit (the mock payload
// generator would otherwise invent them), and the vehicle they belong to.
import { VEHICLE_ID } from '../../vehicle/testing/vehicleFixtures.ts';

export { VEHICLE_ID };
export const VIN = '2T3BFREV5KW012345';
export const LIVE_CURSOR = 'live-cursor-7';
export const AUTHOR = { firstName: 'Angela', lastName: 'Russo' };
/** 'Nov 24th 26, 03:04:05 PM' in the test's time zone. */
export const CREATED_AT = new Date(2026, 10, 24, 15, 4, 5).toISOString();

const base = (typename: string, n: number) => ({
  __typename: typename,
  id: btoa(`${typename}:${n}`),
  databaseId: n,
  vehicleId: VEHICLE_ID,
  createdAt: CREATED_AT,
  status: true,
  author: { __typename: 'User', id: btoa('User:5'), ...AUTHOR },
});

export function check(n: number, extra: Record<string, unknown> = {}) {
  return {
    ...base('Check', n),
    date: '2026-11-24',
    number: 1000 + n,
    amount: { amount: '1250.50', cents: 125_050, currency: 'USD' },
    ...extra,
  };
}

export function report(n: number, extra: Record<string, unknown> = {}) {
  return { ...base('ConditionReport', n), url: `https://cr.example/reports/${n}`, ...extra };
}

export function note(n: number, extra: Record<string, unknown> = {}) {
  return { ...base('Note', n), description: `Note ${n}`, ...extra };
}

/** The vehicle's counts, as mutation payloads and live events carry them. */
export function counts(checks: number, conditionReports = 0, notes = 0) {
  return {
    __typename: 'Vehicle',
    id: VEHICLE_ID,
    checks: { totalCount: checks },
    conditionReports: { totalCount: conditionReports },
    notes: { totalCount: notes },
  };
}
