// What a caller may see of the catalogue: which statuses, whether prices and back-office fields
// are included, and whose negotiations. The public list keeps to the dealers' statuses and never
// sends back-office fields, but prices follow the caller's rights there too.
import { DEALER_VISIBLE_STATUSES, VEHICLE_STATUSES } from '@canam/domain/statuses';
import type { Scope } from '@canam/domain/permissions';
import type { VehicleStatus } from '@canam/domain/statuses';
import type { Viewer } from '../auth/viewer.ts';
import { viewerCanSeePrices, viewerRights } from '../auth/viewer.ts';

export interface Audience {
  /** The logged-in caller, null for a guest or on the public list. */
  viewer: Viewer | null;
  /** The back-office view: every status, cost, fx, reserved price, sale data and buyer. */
  staff: boolean;
  /** Whose vehicles' negotiations (all chains and amounts) it sees; dealers see their own chain. */
  negotiates: Scope;
  prices: boolean;
  statuses: readonly VehicleStatus[];
}

export function audienceOf(viewer: Viewer | null): Audience {
  const rights = viewerRights(viewer);
  const staff = rights.backOfficeVehicles;
  return {
    viewer,
    staff,
    negotiates: rights.negotiates,
    prices: viewerCanSeePrices(viewer),
    statuses: staff ? VEHICLE_STATUSES : DEALER_VISIBLE_STATUSES,
  };
}

/**
 * The public inventory (the inventory page, the home carousel, the public view) as a caller sees
 * it: what a dealer may see, whoever asks, so staff get no back-office fields or statuses there;
 * prices and the caller's own offers as its rights allow, so a dealer of an accepted company sees
 * the same prices as in its own list, and a guest or a pending dealer none.
 */
export function publicAudienceOf(viewer: Viewer | null): Audience {
  return { ...audienceOf(viewer), staff: false, statuses: DEALER_VISIBLE_STATUSES };
}
