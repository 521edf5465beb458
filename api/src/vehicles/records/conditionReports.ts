// Condition reports: links to an external report of the vehicle. The current ones (status true)
// are those dealers download (vehicles/conditionReport.ts, vehicles/related.ts).
import type { z } from 'zod';
import {
  type ConditionalReportDto,
  conditionalReportDto,
  conditionalReportPage,
  createConditionalReportBody,
} from '@canam/domain/rest/vehicleRecords';
import { type RecordKind, recordBase, selectRecords } from './recordKind.ts';

export const conditionReports: RecordKind<
  z.output<typeof createConditionalReportBody>,
  ConditionalReportDto
> = {
  kind: 'conditionalReport',
  path: '/api/vehicle/conditional-report',
  noun: 'condition report',
  table: 'conditional_report',
  createBody: createConditionalReportBody,
  dto: conditionalReportDto,
  page: conditionalReportPage,

  async insert(trx, body, authorId) {
    const row = await trx
      .insertInto('conditional_report')
      .values({ vehicle_id: body.vehicleId, user_id: authorId, url: body.url })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async read(db, filter) {
    const rows = await selectRecords(db, 'conditional_report', 'date', filter)
      .select('r.url')
      .execute();
    return rows.map((row) => ({
      ...recordBase(row),
      date: row.recorded_at.toISOString(),
      url: row.url,
    }));
  },
};
