// What a caller may see of the catalogue: which statuses, and whether prices and staff-only
// fields are included. The public list always answers as for a guest.
import { DEALER_VISIBLE_STATUSES, VEHICLE_STATUSES } from '@canam/domain/statuses';
import type { VehicleStatus } from '@canam/domain/statuses';
import type { Viewer } from '../auth/viewer.ts';
import { viewerCanSeePrices, viewerIsStaff } from '../auth/viewer.ts';

export interface Audience {
  /** The logged-in caller, null for a guest or on the public list. */
  viewer: Viewer | null;
  staff: boolean;
  prices: boolean;
  statuses: readonly VehicleStatus[];
}

export function audienceOf(viewer: Viewer | null): Audience {
  const staff = viewerIsStaff(viewer);
  return {
    viewer,
    staff,
    prices: viewerCanSeePrices(viewer),
    statuses: staff ? VEHICLE_STATUSES : DEALER_VISIBLE_STATUSES,
  };
}

export const PUBLIC_AUDIENCE: Audience = audienceOf(null);
