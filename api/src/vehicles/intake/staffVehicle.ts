// One vehicle as the back office sees it (every status, costs, sale and buyer): what every intake
// call answers, built like the catalogue's and the table's rows (vehicleRows, toVehicleDto).
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/database.ts';
import { vehicleNotFound } from '../../errors.ts';
import { audienceOf } from '../audience.ts';
import { vehicleRows } from '../catalogue.ts';
import { loadOfferSummaries } from '../offerSummary.ts';
import { loadRelated } from '../related.ts';
import { toVehicleDto } from '../toDto.ts';

export async function staffVehicle(db: Db, viewer: Viewer, vehicleId: number): Promise<VehicleDto> {
  const row = await vehicleRows(db).where('v.id', '=', vehicleId).executeTakeFirst();
  if (!row) throw vehicleNotFound();
  // Only staff who edit vehicles reach these calls, so the audience is always the staff one.
  const audience = { ...audienceOf(viewer), staff: true };
  const [related, offers] = await Promise.all([
    loadRelated(db, [row.id]),
    loadOfferSummaries(db, [row.id], audience),
  ]);
  return toVehicleDto(row, related, offers, audience);
}
