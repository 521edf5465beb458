// Helpers for the back-office record and table tests: calls as a demo user (`who` names a token
// of useTestApi, null calls as a guest), what the database holds (to assert that nothing was
// written), the outbox events of a vehicle, and new vehicles to write records on.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { VehicleStatus } from '@canam/domain/statuses';
import type { Db } from '../db/database.ts';
import { bearer } from './session.ts';

type Method = 'GET' | 'POST' | 'PUT';

export function staffCalls(on: { app: FastifyInstance }, token: Record<string, string>) {
  return (who: string | null, method: Method, url: string, payload?: unknown) =>
    on.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: who === null ? {} : bearer(token[who] ?? `no token for ${who}`),
    });
}

/** Rows of every table a back-office call may write, to assert that a refusal wrote nothing. */
export async function writtenRows(db: Db) {
  const count = async (table: 'vehicle_check' | 'conditional_report' | 'note' | 'event') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const owners = await db.selectFrom('vehicle').select(['id', 'users_id']).orderBy('id').execute();
  return {
    checks: await count('vehicle_check'),
    conditionalReports: await count('conditional_report'),
    notes: await count('note'),
    events: await count('event'),
    owners,
  };
}

export async function lastEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('event')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id ?? 0);
}

/** The events of a vehicle after `afterId`, as the stream carries them. */
export async function eventsOf(db: Db, vehicleId: number, afterId: number) {
  const rows = await db
    .selectFrom('event')
    .select(['type', 'user_id', 'payload'])
    .where('vehicle_id', '=', vehicleId)
    .where('id', '>', String(afterId))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    type: row.type,
    userId: row.user_id,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
  }));
}

let made = 0;

/** A new vehicle without records (Draft, no agent unless given), with a VIN of its own. */
export async function insertVehicle(
  db: Db,
  values: { status?: VehicleStatus; ownerId?: number | null; stockNumber?: string | null } = {},
): Promise<number> {
  made += 1;
  const vin = `TST${randomBytes(5).toString('hex').toUpperCase()}${String(made).padStart(4, '0')}`;
  const { id: vinNumberId } = await db
    .insertInto('vin_number')
    .values({ vin_number: vin, make: 'Test', model: 'Record', year: 2020 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('vehicle')
    .values({
      vin_number_id: vinNumberId,
      status: values.status ?? 'Draft',
      users_id: values.ownerId ?? null,
      stock_number: values.stockNumber ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
