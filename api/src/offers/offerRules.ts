// Who may take part in a negotiation, checked by the api on every step (specification, section 6).
import { saleRefusal } from '@canam/domain/onSale';
import { negotiatesOn } from '@canam/domain/permissions';
import { COMPANY_STATUS } from '@canam/domain/statuses';
import type { Viewer } from '../auth/viewer.ts';
import { viewerRights } from '../auth/viewer.ts';
import { refused } from './refused.ts';

/** A buyer or client of an accepted company; otherwise 403 with the reason. */
export function requireDealer(viewer: Viewer): void {
  if (!viewerRights(viewer).buys) throw refused(403, 'notDealer');
  if (viewer.companyStatus !== COMPANY_STATUS.ACCEPTED) {
    throw refused(403, 'companyNotAccepted');
  }
}

/** Admins and super admins answer offers on every vehicle, an agent on the vehicles it owns. */
export function requireProviderOf(viewer: Viewer, ownerId: number | null): void {
  if (!negotiatesOn(viewer.roles, viewer.id, ownerId)) {
    throw refused(403, 'notYourVehicle');
  }
}

export interface LockedVehicle {
  id: number;
  status: string;
  release_date: Date | null;
  users_id: number | null;
  price: string | null;
}

/** A vehicle a dealer may offer on or buy now: on sale, released and not sold (409 otherwise). */
export function requireOnSale(vehicle: LockedVehicle, now: Date): void {
  const refusal = saleRefusal({ status: vehicle.status, releaseDate: vehicle.release_date }, now);
  if (refusal) throw refused(409, refusal);
}
