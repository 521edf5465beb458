// GET /api/vehicle/getForTable (the super admin vehicle table) and PUT /api/vehicle/agent (its
// agent box): every vehicle whatever its status with its record counts, search, sorts both
// ways with nulls last, paging; the agent assignment and its event.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@canam/domain/rest/paged';
import { FIND_VEHICLE_MESSAGES } from '@canam/domain/rest/vehicleLookup';
import {
  ASSIGN_AGENT_MESSAGES,
  type VehicleTableRowDto,
  vehicleTableRow,
} from '@canam/domain/rest/vehicleTable';
import { VEHICLE_STATUSES } from '@canam/domain/statuses';
import { errorBody } from '../../plugins/errorHandler.ts';
import { useTestApi } from '../../testing/useTestApi.ts';
import {
  eventsOf,
  insertVehicle,
  lastEventId,
  staffCalls,
  writtenRows,
} from '../../testing/vehicleRecords.ts';

const { api, token, id } = useTestApi(['superadmin', 'admin']);
const call = staffCalls(api, token);
const db = () => api.database.db;

async function page(query: string, who = 'admin'): Promise<Paged<VehicleTableRowDto>> {
  const response = await call(who, 'GET', `/api/vehicle/getForTable?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every row of a query, across pages of 100. */
async function all(query = ''): Promise<VehicleTableRowDto[]> {
  const rows: VehicleTableRowDto[] = [];
  for (let n = 1; ; n++) {
    const result = await page(`${query}&resourcesPerPage=100&page=${n}`);
    rows.push(...result.data);
    if (rows.length >= result.total || !result.data.length) return rows;
  }
}

interface Agent {
  id: number;
  first_name: string;
  last_name: string;
  nickname: string | null;
}
let agent: Agent;

beforeAll(async () => {
  agent = await db()
    .selectFrom('app_user')
    .select(['id', 'first_name', 'last_name', 'nickname'])
    .where('email', '=', 'agent@canam.test')
    .executeTakeFirstOrThrow();
  // Rows without a stock number or an agent, so that nulls have somewhere to go.
  await insertVehicle(db(), { status: 'Draft' });
  await insertVehicle(db(), { status: 'Inactive', ownerId: agent.id });
});

describe('GET /api/vehicle/getForTable', () => {
  it('lists every vehicle whatever its status, newest registered first, 10 a page', async () => {
    const first = await page('');
    const total = await db()
      .selectFrom('vehicle')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({ currentPage: 1, perPage: 10, total: Number(total.n) });
    const newest = await db()
      .selectFrom('vehicle')
      .select('id')
      .orderBy('register_date', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
    expect(first.data.map((row) => row.id)).toEqual(newest.map((row) => row.id));

    const rows = await all();
    expect(rows).toHaveLength(Number(total.n));
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(VEHICLE_STATUSES));
    for (const row of rows) vehicleTableRow.parse(row);
    // The staff view: back-office fields are there.
    expect(rows.some((row) => row.vehicleCostDetail !== null && row.cost !== null)).toBe(true);
    expect(rows.some((row) => row.user !== null && row.usersId === row.user.id)).toBe(true);
  });

  it("counts each row's checks, condition reports and notes", async () => {
    const vehicleId = await insertVehicle(db());
    for (const [path, fields] of [
      ['check', { date: '2026-01-02', number: 7, amount: '100' }],
      ['note', { description: 'one' }],
      ['note', { description: 'two' }],
    ] as const) {
      const made = await call('admin', 'POST', `/api/vehicle/${path}`, { ...fields, vehicleId });
      expect(made.statusCode, made.body).toBe(200);
    }
    const [row] = (await page('')).data;
    expect(row).toMatchObject({
      id: vehicleId,
      totalChecks: 1,
      totalConditionalReports: 0,
      totalNotes: 2,
    });

    const counted = async (table: 'vehicle_check' | 'conditional_report' | 'note') => {
      const groups = await db()
        .selectFrom(table)
        .select(['vehicle_id', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy('vehicle_id')
        .execute();
      return new Map(groups.map((group) => [group.vehicle_id, Number(group.n)]));
    };
    const [checks, reports, notes] = await Promise.all([
      counted('vehicle_check'),
      counted('conditional_report'),
      counted('note'),
    ]);
    const rows = await all();
    for (const each of rows) {
      expect([each.totalChecks, each.totalConditionalReports, each.totalNotes]).toEqual([
        checks.get(each.id) ?? 0,
        reports.get(each.id) ?? 0,
        notes.get(each.id) ?? 0,
      ]);
    }
    // The seed has some of each, so the counts are not all zero.
    expect(rows.some((each) => each.totalChecks > 0)).toBe(true);
    expect(rows.some((each) => each.totalConditionalReports > 0)).toBe(true);
    expect(rows.some((each) => each.totalNotes > 0)).toBe(true);
  });

  describe('search', () => {
    let everything: VehicleTableRowDto[];
    beforeAll(async () => {
      everything = await all();
    });

    /** What the search should find, by the rule: VIN, stock number or the agent's names. */
    const matching = (text: string) =>
      everything
        .filter((row) =>
          [
            row.vinNumber.vinNumber,
            row.stockNumber,
            row.user?.firstName,
            row.user?.lastName,
            row.user && `${row.user.lastName}, ${row.user.firstName}`,
          ].some((value) => value?.toLowerCase().includes(text.toLowerCase())),
        )
        .map((row) => row.id)
        .sort((a, b) => a - b);
    const found = async (text: string) =>
      (await all(`search=${encodeURIComponent(text)}`)).map((row) => row.id).sort((a, b) => a - b);

    it('finds a VIN and a stock number, whatever their case', async () => {
      const target = everything.find((row) => row.stockNumber !== null)!;
      const vinPart = target.vinNumber.vinNumber.slice(5, 14).toLowerCase();
      expect(await found(vinPart)).toEqual(matching(vinPart));
      expect(await found(vinPart)).toContain(target.id);
      const stock = target.stockNumber!.toLowerCase();
      expect(await found(stock)).toEqual(matching(stock));
      expect(await found(stock)).toContain(target.id);
    });

    it("finds the agent's vehicles by first name, last name, 'Last, First' and nickname", async () => {
      const owned = everything
        .filter((row) => row.usersId === agent.id)
        .map((row) => row.id)
        .sort((a, b) => a - b);
      expect(owned.length).toBeGreaterThan(1);
      for (const text of [
        agent.first_name.toUpperCase(),
        agent.last_name.toLowerCase(),
        `${agent.last_name}, ${agent.first_name}`,
      ]) {
        expect(await found(text), text).toEqual(matching(text));
        expect(await found(text), text).toEqual(expect.arrayContaining(owned));
      }
      expect(await found(agent.nickname!.toLowerCase())).toEqual(owned);
    });

    it("takes LIKE's own characters literally", async () => {
      for (const text of ['%', '_', '\\']) {
        expect((await page(`search=${encodeURIComponent(text)}`)).total, text).toBe(0);
      }
      expect((await page('search=%20%20')).total).toBe(everything.length);
    });
  });

  describe('sorts', () => {
    type Key = (row: VehicleTableRowDto) => (string | null)[];
    const KEYS: Record<string, Key> = {
      vinNumber: (row) => [row.vinNumber.vinNumber],
      stockNumber: (row) => [row.stockNumber],
      agent: (row) => [
        row.user?.lastName.toLowerCase() ?? null,
        row.user?.firstName.toLowerCase() ?? null,
      ],
    };

    /** -1, 0 or 1 as a before b in `order`, nulls last either way, then ids in `order`. */
    function compare(a: VehicleTableRowDto, b: VehicleTableRowDto, key: Key, order: string) {
      const sign = order === 'desc' ? -1 : 1;
      const [keysA, keysB] = [key(a), key(b)];
      for (let n = 0; n < keysA.length; n++) {
        const [x, y] = [keysA[n] ?? null, keysB[n] ?? null];
        if (x === y) continue;
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * sign;
      }
      return (a.id - b.id) * sign;
    }

    it.each([
      ['vinNumber', 'asc'],
      ['vinNumber', 'desc'],
      ['stockNumber', 'asc'],
      ['stockNumber', 'desc'],
      ['agent', 'asc'],
      ['agent', 'desc'],
    ])('by %s %s, nulls last', async (sort, order) => {
      const rows = await all(`sort=${sort}&order=${order}`);
      const key = KEYS[sort]!;
      const expected = [...rows].sort((a, b) => compare(a, b, key, order));
      expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      if (sort !== 'vinNumber') expect(key(rows.at(-1)!)[0]).toBeNull();
      expect(key(rows[0]!)[0]).not.toBeNull();
    });

    it('sorts ascending when no order is given, and refuses unknown sorts', async () => {
      const asc = await page('sort=vinNumber&order=asc');
      expect((await page('sort=vinNumber')).data).toEqual(asc.data);
      for (const query of ['sort=price', 'sort=vinNumber&order=up', 'resourcesPerPage=101']) {
        const response = await call('admin', 'GET', `/api/vehicle/getForTable?${query}`);
        expect(response.statusCode, query).toBe(400);
      }
    });
  });
});

describe('PUT /api/vehicle/agent', () => {
  const assign = (vehicleId: number, userId: number) =>
    call('admin', 'PUT', '/api/vehicle/agent', { vehicleId, userId });

  it('makes an active agent the owner, answers the table row and writes vehicle.changed', async () => {
    const vehicleId = await insertVehicle(db(), { status: 'ReadyToSell' });
    const from = await lastEventId(db());
    const response = await assign(vehicleId, agent.id);
    expect(response.statusCode, response.body).toBe(200);
    const row = vehicleTableRow.parse(response.json());
    expect(row).toMatchObject({
      id: vehicleId,
      usersId: agent.id,
      user: { id: agent.id, firstName: agent.first_name, lastName: agent.last_name },
      totalChecks: 0,
      totalConditionalReports: 0,
      totalNotes: 0,
    });
    const [listed] = (await page('')).data.filter((each) => each.id === vehicleId);
    expect(listed).toEqual(row);
    const stored = await db()
      .selectFrom('vehicle')
      .select('users_id')
      .where('id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    expect(stored.users_id).toBe(agent.id);
    expect(await eventsOf(db(), vehicleId, from)).toEqual([
      { type: 'vehicle.changed', userId: null, payload: {} },
    ]);
  });

  it('refuses a user who is not an active agent with 400 on userId, writing nothing', async () => {
    const vehicleId = await insertVehicle(db());
    const inactiveAgent = await db()
      .insertInto('app_user')
      .values({
        email: `former.agent.${vehicleId}@canam.test`,
        first_name: 'Former',
        last_name: 'Agent',
        status: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('user_role')
      .values({
        user_id: inactiveAgent.id,
        role_id: db().selectFrom('role').select('id').where('name', '=', 'ROLE_AGENT'),
      })
      .execute();
    const buyer = await db()
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'buyer@canam.test')
      .executeTakeFirstOrThrow();
    const before = await writtenRows(db());
    for (const userId of [buyer.id, id.admin!, inactiveAgent.id, 2_147_483_647]) {
      const response = await assign(vehicleId, userId);
      expect(response.json(), String(userId)).toEqual(
        errorBody(400, 'INVALID_INPUT', ASSIGN_AGENT_MESSAGES.notAgent, 'userId'),
      );
    }
    expect(await writtenRows(db())).toEqual(before);
  });

  it('answers 404 for an unknown vehicle and 400 for a malformed body, writing nothing', async () => {
    const before = await writtenRows(db());
    const unknown = await assign(2_147_483_647, agent.id);
    expect(unknown.json()).toEqual(
      errorBody(404, 'VEHICLE_NOT_FOUND', FIND_VEHICLE_MESSAGES.notFound),
    );
    for (const body of [{ vehicleId: 1 }, { vehicleId: 1, userId: null }, { userId: agent.id }]) {
      const response = await call('superadmin', 'PUT', '/api/vehicle/agent', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await writtenRows(db())).toEqual(before);
  });
});
