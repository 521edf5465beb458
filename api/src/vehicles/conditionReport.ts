// The condition report of one vehicle the caller may see: the vehicle's crUrl, else its latest
// active conditional_report; null when it has none. undefined when the caller may not see it.
import type { Db } from '../db/database.ts';
import type { Audience } from './audience.ts';

export async function conditionReportUrl(
  db: Db,
  audience: Audience,
  vehicleId: number,
): Promise<string | null | undefined> {
  const vehicle = await db
    .selectFrom('vehicle as v')
    .select((eb) => [
      'v.cr_url',
      eb
        .selectFrom('conditional_report as r')
        .select('r.url')
        .whereRef('r.vehicle_id', '=', 'v.id')
        .where('r.status', '=', true)
        .orderBy('r.date', 'desc')
        .orderBy('r.id', 'desc')
        .limit(1)
        .as('report_url'),
    ])
    .where('v.id', '=', vehicleId)
    .where('v.status', 'in', [...audience.statuses])
    .executeTakeFirst();
  if (!vehicle) return undefined;
  return vehicle.cr_url || vehicle.report_url || null;
}
