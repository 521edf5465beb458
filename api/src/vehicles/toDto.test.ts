// A catalogue row to the REST VehicleDto: the plain columns of vehicle are copied by name from
// the contract's column objects, and the staff-only ones are null for anyone but staff.
import { describe, expect, it } from 'vitest';
import { staffVehicleColumns, vehicleColumns, vehicleDto } from '@canam/domain/rest/vehicle';
import type { Viewer } from '../auth/viewer.ts';
import { columnOf } from '../db/copyColumns.ts';
import { audienceOf } from './audience.ts';
import type { CatalogueRow } from './catalogue.ts';
import { NO_OFFERS } from './offerSummary.ts';
import type { RelatedRecords } from './related.ts';
import { toVehicleDto } from './toDto.ts';

/** Every plain column of the contract null unless named below: a column it adds needs no line here. */
const unnamedColumns = Object.fromEntries(
  [...Object.keys(vehicleColumns.shape), ...Object.keys(staffVehicleColumns.shape)].map((key) => [
    columnOf(key),
    null,
  ]),
);

const row = {
  ...unnamedColumns,
  id: 71,
  vehicle_id: 'SRC-71',
  vin_number_id: 5,
  stock_number: 'ST071',
  miles: 42_000,
  color: 'Blue',
  status: 'ReadyToSell',
  equipment: {},
  release_date: new Date('2026-05-01T10:00:00.000Z'),
  release_date_register: new Date('2026-04-30T09:00:00.000Z'),
  release_date_in_ready: new Date('2026-04-29T08:00:00.000Z'),
  location: 'Montreal',
  export_location_id: null,
  cr_url: '/uploads/cr/71.pdf',
  work_order: true,
  users_id: 3,
  marketplace_id: 1,
  register_date: new Date('2026-04-01T07:00:00.000Z'),
  date_received: null,
  updated_at: new Date('2026-04-02T07:00:00.000Z'),
  vin_number: '1HGCM82633A004352',
  make: 'Honda',
  model: 'Accord',
  year: 2020,
  trim: 'EX',
  options: null,
  style: null,
  doors: 4,
  vehicle_type: null,
  drive_type: null,
  made_in: null,
  made_in_city: null,
  transmission_type: 'Automatic',
  engine: null,
  cost: '20000.00',
  fx: '1.3500',
  cost_usd: null,
  price: '24500.00',
  reserved_price: '23000.00',
  sale_price: null,
  sale_date: null,
  buyer_id: null,
  buyer_first_name: null,
  buyer_last_name: null,
  export_name: null,
  export_address: null,
  export_link: null,
  agent_first_name: 'Ann',
  agent_last_name: 'Agent',
} as CatalogueRow;

const related: RelatedRecords = {
  parts: new Map(),
  externalImages: new Map(),
  damagePhotos: new Map(),
  conditionReports: new Map(),
};

const viewer = (roles: Viewer['roles']): Viewer => ({
  id: 9,
  sessionId: 's',
  accessToken: null,
  roles,
  companyId: 1,
  companyStatus: 1,
});

const dtoFor = (who: Viewer | null) =>
  toVehicleDto(row, related, new Map([[row.id, NO_OFFERS]]), audienceOf(who));

const restValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const columns = (keys: string[]) =>
  Object.fromEntries(
    keys.map((key) => [key, restValue((row as Record<string, unknown>)[columnOf(key)])]),
  );

describe('toVehicleDto', () => {
  it('carries every plain column of the contract, by name, for everyone', () => {
    for (const who of [null, viewer(['ROLE_BUYER']), viewer(['ROLE_ADMIN'])]) {
      expect(dtoFor(who)).toMatchObject(columns(Object.keys(vehicleColumns.shape)));
    }
    expect(dtoFor(null)).toMatchObject({
      vehicleId: 'SRC-71',
      releaseDateInReady: '2026-04-29T08:00:00.000Z',
      dateReceived: null,
    });
  });

  it('gives staff the staff-only columns and a dealer or a guest null', () => {
    const staffKeys = Object.keys(staffVehicleColumns.shape);
    expect(dtoFor(viewer(['ROLE_ADMIN']))).toMatchObject({
      ...columns(staffKeys),
      releaseDateRegister: '2026-04-30T09:00:00.000Z',
      usersId: 3,
    });
    for (const who of [null, viewer(['ROLE_BUYER'])]) {
      expect(dtoFor(who)).toMatchObject(Object.fromEntries(staffKeys.map((key) => [key, null])));
    }
  });

  it('answers what the response schema accepts', () => {
    expect(vehicleDto.safeParse(dtoFor(viewer(['ROLE_ADMIN']))).success).toBe(true);
    expect(vehicleDto.safeParse(dtoFor(null)).success).toBe(true);
  });
});
