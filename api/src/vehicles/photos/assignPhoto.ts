// POST /api/vehicle/assignPhoto (specification 001, sections 3 and 7): a picture becomes a photo
// of a vehicle part. The caller must reach the vehicle and it must be editable
// (editableVehicle.ts); that is checked before the picture is decoded, so nobody makes the api
// encode pictures for a vehicle it cannot change, and again under the row lock. The files are
// written before the transaction and deleted if it fails.
import { sql } from 'kysely';
import { FILE_MESSAGES, type AssignedPhotoDto } from '@canam/domain/rest/vehicleFiles';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/database.ts';
import { notFound, vehicleNotFound } from '../../errors.ts';
import { changeWithEvents, type ChangeContext } from '../../events/transact.ts';
import { assertEditable, assertReaches, lockEditableVehicle } from '../editableVehicle.ts';
import type { VehicleStatus } from '@canam/domain/statuses';
import { writePhotoFiles } from './photoFiles.ts';

export interface AssignPhoto {
  vehiclesId: number;
  partsId: number;
  /** The checked picture (files/takeFile.ts); the caller discards it. */
  source: string;
}

const partNotFound = () => notFound('PART_NOT_FOUND', FILE_MESSAGES.partNotFound);

async function partOf(db: Db, partsId: number) {
  const part = await db
    .selectFrom('part')
    .select(['id', 'name'])
    .where('id', '=', partsId)
    .executeTakeFirst();
  if (!part) throw partNotFound();
  return part;
}

/** The checks of lockEditableVehicle without the lock: before any work on the picture. */
async function precheck(db: Db, viewer: Viewer, { vehiclesId, partsId }: AssignPhoto) {
  const vehicle = await db
    .selectFrom('vehicle')
    .select(['status', 'users_id'])
    .where('id', '=', vehiclesId)
    .executeTakeFirst();
  if (!vehicle) throw vehicleNotFound();
  assertReaches(viewer, vehicle.users_id);
  assertEditable(vehicle.status as VehicleStatus);
  await partOf(db, partsId);
}

export async function assignPhoto(
  context: ChangeContext,
  uploadsDir: string,
  viewer: Viewer,
  input: AssignPhoto,
): Promise<AssignedPhotoDto> {
  await precheck(context.db, viewer, input);
  const files = await writePhotoFiles(uploadsDir, input.vehiclesId, input.source);
  try {
    return await changeWithEvents(context, async (trx, events) => {
      await lockEditableVehicle(trx, viewer, input.vehiclesId);
      const part = await partOf(trx, input.partsId);
      const { id } = await trx
        .insertInto('vehicle_photo')
        .values((eb) => ({
          vehicle_id: input.vehiclesId,
          part_id: part.id,
          photo: files.photo,
          photo_thumbnail: files.photoThumbnail,
          external: false,
          position: eb
            .selectFrom('vehicle_photo')
            .select(sql<number>`coalesce(max(position) + 1, 0)`.as('next'))
            .where('vehicle_id', '=', input.vehiclesId),
        }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('vehicle')
        .set({ updated_at: sql`now()` })
        .where('id', '=', input.vehiclesId)
        .execute();
      events.push({ type: 'vehicle.changed', vehicleId: input.vehiclesId });
      return {
        id,
        vehiclesId: input.vehiclesId,
        photo: files.photo,
        photoThumbnail: files.photoThumbnail,
        part,
      };
    });
  } catch (error) {
    await files.remove();
    throw error;
  }
}
