// The one vehicle a caller may see that matches catalogue filters (GET /api/vehicle/findVehicle):
// the catalogue's own query and visibility, one row and the count of matches, so that a second
// match is refused rather than one picked at random.
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import { FIND_VEHICLE_MESSAGES, type FindVehicleQuery } from '@canam/domain/rest/vehicleLookup';
import type { Db } from '../db/database.ts';
import { conflict, vehicleNotFound } from '../errors.ts';
import type { Audience } from './audience.ts';
import { listVehicles } from './catalogue.ts';

export async function findVehicle(
  db: Db,
  audience: Audience,
  query: FindVehicleQuery,
): Promise<VehicleDto> {
  // A lookup searches everything the caller may see, as a VIN lookup of the list does: staff are
  // held to their list's Ready To Sell default only when they ask for statuses themselves.
  const fullInventory = query.fullInventory || query.status.length === 0;
  const page = await listVehicles(
    db,
    audience,
    { ...query, fullInventory, resourcesPerPage: 1, page: 1 },
    1,
  );
  const [vehicle] = page.data;
  if (!vehicle) throw vehicleNotFound();
  if (page.total > 1) throw conflict('VEHICLE_AMBIGUOUS', FIND_VEHICLE_MESSAGES.ambiguous);
  return vehicle;
}
