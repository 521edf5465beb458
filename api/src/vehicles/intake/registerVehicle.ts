// POST /api/vehicle: a VIN enters the inventory. The VIN is decoded offline before the
// transaction (a decode may take a few hundred milliseconds), then its vin_number row, its Draft
// vehicle (owned by the registering agent; no owner when an admin registers it) and its cost row
// are inserted together with a 'vehicle.changed' event. Both inserts are ON CONFLICT DO NOTHING,
// so a VIN that exists, or that a parallel call registers at the same moment, answers the one
// vehicle it already has: never a second row, never a unique-violation error.
import { viewerRights } from '../../auth/viewer.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { changeWithEvents, type ChangeContext } from '../../events/transact.ts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { vinDecoder, type DecodedVin, type VinDecoder } from '../../vin/vinDecoder.ts';

export interface Registration {
  vehicleId: number;
  created: boolean;
  /** Whether the decoder knew the VIN (for an existing vehicle: whether its make and model are known). */
  decoded: boolean;
}

async function existingVehicle(
  trx: Pick<Transaction<DB>, 'selectFrom'>,
  vin: string,
): Promise<Registration | undefined> {
  const row = await trx
    .selectFrom('vehicle as v')
    .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
    .select(['v.id', 'n.make', 'n.model'])
    .where('n.vin_number', '=', vin)
    .executeTakeFirst();
  if (!row) return undefined;
  return { vehicleId: row.id, created: false, decoded: Boolean(row.make && row.model) };
}

function vinColumns(decoded: DecodedVin | null) {
  if (!decoded) return {};
  return {
    make: decoded.make,
    model: decoded.model,
    year: decoded.year,
    trim: decoded.trim,
    style: decoded.style,
    doors: decoded.doors,
    vehicle_type: decoded.vehicleType,
    drive_type: decoded.driveType,
    made_in: decoded.madeIn,
    made_in_city: decoded.madeInCity,
    transmission_type: decoded.transmissionType,
    engine: decoded.engine,
  };
}

export async function registerVehicle(
  context: ChangeContext,
  viewer: Viewer,
  vin: string,
  decoder: VinDecoder = vinDecoder,
): Promise<Registration> {
  const known = await existingVehicle(context.db, vin);
  if (known) return known;
  const decoded = await decoder.decode(vin);
  // An agent owns what it registers; admins assign an agent in the form afterwards.
  const ownerId = viewerRights(viewer).editsVehicles === 'own' ? viewer.id : null;
  return changeWithEvents(context, async (trx, events) => {
    await trx
      .insertInto('vin_number')
      .values({ vin_number: vin, ...vinColumns(decoded) })
      .onConflict((oc) => oc.column('vin_number').doNothing())
      .execute();
    const { id: vinNumberId } = await trx
      .selectFrom('vin_number')
      .select('id')
      .where('vin_number', '=', vin)
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('vehicle')
      .values({ vin_number_id: vinNumberId, status: 'Draft', users_id: ownerId })
      .onConflict((oc) => oc.column('vin_number_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const other = await existingVehicle(trx, vin);
      if (!other) throw new Error(`vehicle of VIN ${vin} neither inserted nor found`);
      return other;
    }
    await trx.insertInto('vehicle_cost_detail').values({ vehicle_id: inserted.id }).execute();
    events.push({ type: 'vehicle.changed', vehicleId: inserted.id });
    return { vehicleId: inserted.id, created: true, decoded: decoded !== null };
  });
}
