// Marking notifications read (sent = 2, specification): the ids a page showed
// (PUT /api/vehicle/offer-notifications) or everything of the viewer's own about one vehicle
// (PUT /api/vehicle/readOfferNotification). Only notifications the viewer may read change.
import { NOTIFICATION_READ } from '@canam/domain/statuses';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { conditions } from './offerNotifications.ts';

export async function markNotificationsRead(
  db: Db,
  viewer: Viewer,
  ids: number[],
): Promise<number> {
  if (!ids.length) return 0;
  const result = await db
    .updateTable('notification as n')
    .set({ sent: NOTIFICATION_READ, new_notification: false })
    .where('n.id', 'in', ids)
    .where((eb) => conditions(eb, viewer, { new: undefined, counter: undefined }))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markVehicleNotificationsRead(
  db: Db,
  viewer: Viewer,
  vehicleId: number,
): Promise<number> {
  const result = await db
    .updateTable('notification')
    .set({ sent: NOTIFICATION_READ, new_notification: false })
    .where('user_id', '=', viewer.id)
    .where('vehicle_id', '=', vehicleId)
    .where('sent', '!=', NOTIFICATION_READ)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
