// Who may take part in a negotiation, checked by the api on every step (specification, section 6).
import { OFFER_REFUSALS } from '@canam/domain/offers';
import { negotiatesOn } from '@canam/domain/permissions';
import { COMPANY_STATUS } from '@canam/domain/statuses';
import type { Viewer } from '../auth/viewer.ts';
import { viewerRights } from '../auth/viewer.ts';
import { ApiError, forbidden } from '../errors.ts';

/** A buyer or client of an accepted company; otherwise 403 with the reason. */
export function requireDealer(viewer: Viewer): void {
  if (!viewerRights(viewer).buys) throw forbidden(OFFER_REFUSALS.notDealer);
  if (viewer.companyStatus !== COMPANY_STATUS.ACCEPTED) {
    throw forbidden(OFFER_REFUSALS.companyNotAccepted);
  }
}

/** Admins and super admins answer offers on every vehicle, an agent on the vehicles it owns. */
export function requireProviderOf(viewer: Viewer, ownerId: number | null): void {
  if (!negotiatesOn(viewer.roles, viewer.id, ownerId)) {
    throw forbidden(OFFER_REFUSALS.notYourVehicle);
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
  if (vehicle.status === 'Sold') throw new ApiError(409, OFFER_REFUSALS.sold);
  if (vehicle.status !== 'ReadyToSell' && vehicle.status !== 'InStock') {
    throw new ApiError(409, OFFER_REFUSALS.notOnSale);
  }
  if (vehicle.release_date && vehicle.release_date > now) {
    throw new ApiError(409, OFFER_REFUSALS.notReleased);
  }
}
