// DELETE /api/vehicle/deletePhoto and /api/vehicle/deleteExternalPhoto (specification 001,
// section 7): an uploaded photo (its files are deleted after the commit) or an external picture
// (a link only). A photo of the other kind is not found, so a client cannot mix them up; the
// photo's vehicle must be reachable and editable (editableVehicle.ts).
import { sql } from 'kysely';
import { FILE_MESSAGES } from '@canam/domain/rest/vehicleFiles';
import type { Viewer } from '../../auth/viewer.ts';
import { notFound } from '../../errors.ts';
import { changeWithEvents, type ChangeContext } from '../../events/transact.ts';
import { lockEditableVehicle } from '../editableVehicle.ts';
import { removePhotoFiles } from './photoFiles.ts';

export interface DeletedPhoto {
  id: number;
  vehiclesId: number;
}

export async function deletePhoto(
  context: ChangeContext,
  uploadsDir: string,
  viewer: Viewer,
  { id, external }: { id: number; external: boolean },
): Promise<DeletedPhoto> {
  const deleted = await changeWithEvents(context, async (trx, events) => {
    const photo = await trx
      .selectFrom('vehicle_photo')
      .select(['id', 'vehicle_id'])
      .where('id', '=', id)
      .where('external', '=', external)
      .executeTakeFirst();
    if (!photo) throw notFound('PHOTO_NOT_FOUND', FILE_MESSAGES.photoNotFound);
    await lockEditableVehicle(trx, viewer, photo.vehicle_id);
    // Under the vehicle's lock: of two parallel deletes, the second finds nothing.
    const row = await trx
      .deleteFrom('vehicle_photo')
      .where('id', '=', id)
      .returning(['photo', 'photo_thumbnail'])
      .executeTakeFirst();
    if (!row) throw notFound('PHOTO_NOT_FOUND', FILE_MESSAGES.photoNotFound);
    await trx
      .updateTable('vehicle')
      .set({ updated_at: sql`now()` })
      .where('id', '=', photo.vehicle_id)
      .execute();
    events.push({ type: 'vehicle.changed', vehicleId: photo.vehicle_id });
    return { id, vehiclesId: photo.vehicle_id, urls: [row.photo, row.photo_thumbnail] };
  });
  if (!external) await removePhotoFiles(uploadsDir, deleted.urls);
  return { id: deleted.id, vehiclesId: deleted.vehiclesId };
}
