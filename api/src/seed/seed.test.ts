// The demo seed on a fresh in-memory database: what the demo promises (every status, countdowns,
// three agents, companies in every state, every demo account, photo files) and idempotence.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@canam/domain/roles';
import { VEHICLE_STATUSES } from '@canam/domain/statuses';
import { openDatabase, type Database } from '../db/database.ts';
import { demoAccounts } from './demoAccounts.ts';
import { fileOf } from './media.ts';
import { seedDemo } from './seed.ts';
import { isValidVin } from './vin.ts';

const TABLES = [
  'app_user',
  'company',
  'vehicle',
  'vehicle_photo',
  'offer',
  'notification',
  'vehicle_sale',
] as const;

let database: Database;
let uploadsDir: string;
const now = new Date('2025-03-14T15:00:00Z');

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const row = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'canam-seed-'));
  database = await openDatabase({});
  expect(await seedDemo(database.db, { uploadsDir, now })).toEqual({ seeded: true });
}, 60_000);

afterAll(async () => {
  await database?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('stocks at least 60 vehicles in every status, with valid VINs', async () => {
    const vehicles = await database.db
      .selectFrom('vehicle')
      .innerJoin('vin_number', 'vin_number.id', 'vehicle.vin_number_id')
      .select(['vehicle.status', 'vin_number.vin_number', 'vin_number.year'])
      .execute();
    expect(vehicles.length).toBeGreaterThanOrEqual(60);
    expect(new Set(vehicles.map((v) => v.status))).toEqual(new Set(VEHICLE_STATUSES));
    expect(vehicles.every((v) => isValidVin(v.vin_number))).toBe(true);
    expect(vehicles.every((v) => (v.year ?? 0) >= 2015 && (v.year ?? 0) <= 2024)).toBe(true);
  });

  it('releases most vehicles in the past and a few in the future', async () => {
    const rows = await database.db.selectFrom('vehicle').select('release_date').execute();
    const future = rows.filter((r) => r.release_date && r.release_date > now);
    const past = rows.filter((r) => r.release_date && r.release_date <= now);
    expect(future.length).toBeGreaterThanOrEqual(5);
    expect(
      future.every((r) => (r.release_date as Date).getTime() - now.getTime() <= 10 * 86_400_000),
    ).toBe(true);
    expect(past.length).toBeGreaterThan(future.length);
  });

  it('spreads the vehicles over the three agents', async () => {
    const owners = await database.db
      .selectFrom('vehicle')
      .innerJoin('app_user', 'app_user.id', 'vehicle.users_id')
      .select(['app_user.email', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('app_user.email')
      .execute();
    const byEmail = Object.fromEntries(owners.map((o) => [o.email, Number(o.n)]));
    for (const email of ['agent@canam.test', 'agent2@canam.test', 'agent3@canam.test']) {
      expect(byEmail[email]).toBeGreaterThan(10);
    }
  });

  it('has accepted, pending and rejected companies', async () => {
    const rows = await database.db.selectFrom('company').select('status').execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
  });

  it('creates every demo account with its role and company situation', async () => {
    const users = await database.db
      .selectFrom('app_user')
      .innerJoin('user_role', 'user_role.user_id', 'app_user.id')
      .leftJoin('company', 'company.id', 'app_user.company_id')
      .leftJoin('company as registered', 'registered.id', 'app_user.pre_register_company_id')
      .select([
        'email',
        'user_role.role_id',
        'app_user.status',
        'company.status as company',
        'registered.status as registered',
      ])
      .execute();
    const byEmail = new Map(users.map((u) => [u.email, u]));
    for (const account of demoAccounts) {
      expect(byEmail.get(account.email)?.role_id, account.email).toBe(ROLE_IDS[account.role]);
    }
    expect(byEmail.get('client@canam.test')?.company).toBe(1);
    expect(byEmail.get('buyer@canam.test')?.company).toBe(1);
    expect(byEmail.get('pending.buyer@canam.test')?.company).toBe(2);
    expect(byEmail.get('inreview@canam.test')).toMatchObject({ company: null, registered: 2 });
    expect(byEmail.get('rejected@canam.test')?.company).toBe(3);
    expect(byEmail.get('inactive@canam.test')).toMatchObject({ status: 0, company: 1 });
    // Pre registration: signed-up clients without a company of their own or registered.
    const signedUp = users.filter(
      (user) => user.role_id === ROLE_IDS.ROLE_CLIENT && !user.company && !user.registered,
    );
    expect(signedUp.map((user) => user.email)).toEqual(
      expect.arrayContaining(['signup@canam.test', 'derek.osei@riversideautosales.test']),
    );
  });

  it('writes the photos and condition reports it references', async () => {
    const photos = await database.db
      .selectFrom('vehicle_photo')
      .select(['vehicle_id', 'photo'])
      .execute();
    const first = photos[0];
    expect(first).toBeDefined();
    const svg = await readFile(fileOf(uploadsDir, first?.photo ?? ''), 'utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 600"/);
    const withPhotos = new Set(photos.map((p) => p.vehicle_id));
    const vehicles = await database.db.selectFrom('vehicle').select(['id', 'cr_url']).execute();
    expect(vehicles.length - withPhotos.size).toBe(2);
    const report = vehicles.find((v) => v.cr_url)?.cr_url ?? '';
    expect(await readFile(fileOf(uploadsDir, report), 'utf8')).toContain('Condition report');
  });

  it('has active and expired offers with notifications for the agents and the dealers', async () => {
    const offers = await database.db
      .selectFrom('offer')
      .select(['status', 'expires_at', 'created_at'])
      .execute();
    expect(offers.some((o) => o.status === 1 && o.expires_at > now)).toBe(true);
    expect(offers.some((o) => o.status === 0 && o.expires_at <= now)).toBe(true);
    const notes = await database.db.selectFrom('notification').select('kind').execute();
    expect(notes.length).toBeGreaterThan(0);
    // Agents hear of dealer offers, dealers of staff counter-offers.
    expect(new Set(notes.map((n) => n.kind))).toEqual(new Set(['offer', 'counter']));
  });

  it('does nothing the second time', async () => {
    const before = await counts();
    expect(await seedDemo(database.db, { uploadsDir, now })).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });
});
