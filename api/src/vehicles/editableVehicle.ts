// Every change to one vehicle's registration (fields, status, price, photos, sale) starts here:
// the vehicle is locked for the change, and the caller must reach it (admins and super admins
// every vehicle, an agent the vehicles it owns) and it must still be editable (a Sold or Inactive
// vehicle cannot be updated: specification 001, sections 2 and 4).
import { reaches } from '@canam/domain/permissions';
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';
import type { VehicleStatus } from '@canam/domain/statuses';
import type { Transaction } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import { viewerRights } from '../auth/viewer.ts';
import type { DB } from '../db/schema.ts';
import { conflict, forbidden, vehicleNotFound } from '../errors.ts';

export interface EditableVehicle {
  id: number;
  status: VehicleStatus;
  usersId: number | null;
}

/** 403 NOT_YOUR_VEHICLE unless the viewer's editsVehicles scope reaches a vehicle of this owner. */
export function assertReaches(viewer: Viewer, ownerId: number | null): void {
  if (!reaches(viewerRights(viewer).editsVehicles, viewer.id, ownerId)) {
    throw forbidden('NOT_YOUR_VEHICLE', INTAKE_MESSAGES.notOwner);
  }
}

/** 409 VEHICLE_SOLD / VEHICLE_DELETED with the specification's texts for a Sold or Inactive one. */
export function assertEditable(status: VehicleStatus): void {
  if (status === 'Sold') throw conflict('VEHICLE_SOLD', INTAKE_MESSAGES.sold);
  if (status === 'Inactive') throw conflict('VEHICLE_DELETED', INTAKE_MESSAGES.deleted);
}

/**
 * Locks the vehicle row (FOR NO KEY UPDATE) and checks, in this order: it exists (404), the
 * viewer reaches it (403), it is editable (409). `editable: false` skips the last check (the
 * received price of a sold vehicle).
 */
export async function lockEditableVehicle(
  trx: Transaction<DB>,
  viewer: Viewer,
  vehicleId: number,
  { editable = true }: { editable?: boolean } = {},
): Promise<EditableVehicle> {
  const row = await trx
    .selectFrom('vehicle')
    .select(['id', 'status', 'users_id'])
    .where('id', '=', vehicleId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row) throw vehicleNotFound();
  assertReaches(viewer, row.users_id);
  const status = row.status as VehicleStatus;
  if (editable) assertEditable(status);
  return { id: row.id, status, usersId: row.users_id };
}
