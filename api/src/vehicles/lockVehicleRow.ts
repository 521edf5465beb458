// Locks one vehicle row for a back-office change (its records, its owning agent), so changes to
// one vehicle run one after another and each sees the counts the one before it left. FOR NO KEY
// UPDATE: inserts that only reference the vehicle (records, offers) are not held up by it.
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { vehicleNotFound } from '../errors.ts';

export async function lockVehicleRow(trx: Transaction<DB>, vehicleId: number): Promise<void> {
  const vehicle = await trx
    .selectFrom('vehicle')
    .select('id')
    .where('id', '=', vehicleId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!vehicle) throw vehicleNotFound();
}
