// Checks: payments recorded on a vehicle, with the date and number written on the check and its
// exact amount (numeric, a decimal string on the wire).
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  type CheckDto,
  checkDto,
  checkPage,
  createCheckBody,
} from '@canam/domain/rest/vehicleRecords';
import { type RecordKind, recordBase, selectRecords } from './recordKind.ts';

export const checks: RecordKind<z.output<typeof createCheckBody>, CheckDto> = {
  kind: 'check',
  path: '/api/vehicle/check',
  noun: 'check',
  table: 'vehicle_check',
  createBody: createCheckBody,
  dto: checkDto,
  page: checkPage,

  async insert(trx, body, authorId) {
    const row = await trx
      .insertInto('vehicle_check')
      .values({
        vehicle_id: body.vehicleId,
        user_id: authorId,
        date: body.date,
        number: body.number,
        amount: body.amount,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async read(db, filter) {
    const rows = await selectRecords(db, 'vehicle_check', 'register_date', filter)
      // The check's date as written (a date column read as a Date would shift with time zones).
      .select([sql<string>`to_char(r.date, 'YYYY-MM-DD')`.as('check_date'), 'r.number', 'r.amount'])
      .execute();
    return rows.map((row) => ({
      ...recordBase(row),
      registerDate: row.recorded_at.toISOString(),
      date: row.check_date,
      number: Number(row.number),
      amount: row.amount,
    }));
  },
};
