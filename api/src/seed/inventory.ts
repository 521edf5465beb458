// Inserts the planned vehicles with everything a card and the back office read: decoded VIN,
// money, photos and condition reports.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { VehiclePlan } from './catalogue.ts';
import { PART_OF_VIEW, photoUrl, reportUrl, type SeededVehicle } from './media.ts';

export async function insertVehicles(
  db: Kysely<DB>,
  plans: readonly VehiclePlan[],
  agents: readonly number[],
  exportLocations: Map<string, number>,
): Promise<SeededVehicle[]> {
  const vins = await db
    .insertInto('vin_number')
    .values(
      plans.map((p) => ({
        vin_number: p.vin,
        make: p.model.make,
        model: p.model.model,
        year: p.year,
        trim: p.trim,
        options: p.options,
        style: p.model.style,
        doors: p.model.doors,
        vehicle_type: p.model.vehicleType,
        drive_type: p.driveType,
        made_in: p.model.madeIn,
        made_in_city: p.model.madeInCity,
        transmission_type: p.model.transmission,
        engine: p.engine,
        decoded_at: p.registerDate,
      })),
    )
    .returning(['id', 'vin_number'])
    .execute();
  const vinIds = new Map(vins.map((row) => [row.vin_number, row.id]));

  // One row at a time keeps ids in plan order, so the first cards are the ones planned first.
  const seeded: SeededVehicle[] = [];
  for (const plan of plans) {
    const { id } = await db
      .insertInto('vehicle')
      .values({
        vehicle_id: plan.sourceId,
        vin_number_id: vinIds.get(plan.vin) as number,
        stock_number: plan.stockNumber,
        miles: plan.miles,
        color: plan.color.name,
        status: plan.status,
        equipment: JSON.stringify(plan.equipment),
        release_date: plan.releaseDate,
        release_date_register: plan.releaseDateRegister,
        release_date_in_ready: plan.releaseDateInReady,
        location: plan.location,
        export_location_id: exportLocations.get(plan.exportLocation) ?? null,
        work_order: plan.workOrder,
        users_id: agents[plan.agent] ?? null,
        register_date: plan.registerDate,
        date_received: plan.dateReceived,
        updated_at: plan.releaseDateRegister,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    seeded.push({ id, plan });
  }

  await db
    .insertInto('vehicle_cost_detail')
    .values(
      seeded.map(({ id, plan: { money } }) => ({
        vehicle_id: id,
        cost: money.cost,
        fx: money.fx,
        cost_usd: money.costUsd,
        price: money.price,
        reserved_price: money.reserved,
      })),
    )
    .execute();

  const parts = new Map(
    (await db.selectFrom('part').select(['id', 'name']).execute()).map((p) => [p.name, p.id]),
  );
  const photos = seeded.flatMap(({ id, plan }) =>
    plan.photos.map((view, position) => ({
      vehicle_id: id,
      part_id: parts.get(PART_OF_VIEW[view]) ?? null,
      photo: photoUrl(id, position),
      // The pictures are vectors: the same file serves as its own thumbnail.
      photo_thumbnail: photoUrl(id, position),
      position,
      created_at: plan.registerDate,
    })),
  );
  if (photos.length > 0) await db.insertInto('vehicle_photo').values(photos).execute();

  const reported = seeded.filter(({ plan }) => plan.hasReport);
  for (const { id } of reported) {
    await db
      .updateTable('vehicle')
      .set({ cr_url: reportUrl(id) })
      .where('id', '=', id)
      .execute();
  }
  if (reported.length > 0) {
    await db
      .insertInto('conditional_report')
      .values(
        reported.map(({ id, plan }) => ({
          vehicle_id: id,
          user_id: agents[plan.agent] ?? null,
          url: reportUrl(id),
          date: plan.registerDate,
        })),
      )
      .execute();
  }
  return seeded;
}
