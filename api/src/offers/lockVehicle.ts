// Reads a vehicle with a row lock, so concurrent negotiation steps on it run one after another:
// two people accepting or buying the same vehicle at once cannot both sell it.
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { vehicleNotFound } from '../errors.ts';
import type { LockedVehicle } from './offerRules.ts';

export async function lockVehicle(trx: Transaction<DB>, vehicleId: number): Promise<LockedVehicle> {
  const vehicle = await trx
    .selectFrom('vehicle as v')
    .leftJoin('vehicle_cost_detail as c', 'c.vehicle_id', 'v.id')
    .select(['v.id', 'v.status', 'v.release_date', 'v.users_id', 'c.price'])
    .where('v.id', '=', vehicleId)
    .forUpdate('v')
    .executeTakeFirst();
  if (!vehicle) throw vehicleNotFound();
  return vehicle;
}
