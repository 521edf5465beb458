// REST contract of GET /api/vehicle/offer-notifications (staff who negotiate: admins, super
// admins and agents; 403 for anyone else). Paged {data, currentPage, total, perPage}, 6 a page.
// An agent gets the notifications addressed to it (a dealer's offer on its vehicle, a sale),
// admins and super admins every notification addressed to staff.
import { rightsOf } from '../permissions.ts';
import type { RoleName } from '../roles.ts';

/** Who may read offer notifications: those who negotiate on the provider side. */
export function receivesOfferNotifications(roles: readonly RoleName[]): boolean {
  return rightsOf(roles).negotiates !== 'none';
}

/**
 * Query parameters (all optional, empty values ignored):
 * - offerTo: user id of the recipient (admins narrow to one agent; an agent only ever sees its own);
 * - new: 1 for unread notifications only (sent != 2);
 * - counter: 1 for counter-offers only (a dealer's offer answering an earlier staff offer of the
 *   same negotiation), 0 for everything else;
 * - resourcesPerPage (default 6), page (default 1).
 */
export interface OfferNotificationQueryParams {
  offerTo?: string;
  new?: string;
  counter?: string;
  resourcesPerPage?: string;
  page?: string;
}

export interface OfferNotificationDto {
  id: number;
  /** 2 means read. */
  sent: number;
  newNotification: boolean;
  registerDate: string;
  /** Decimal string ("24500.00"). */
  offerPrice: string | null;
  buyer: { firstName: string; lastName: string } | null;
  vehicle: {
    id: number;
    stockNumber: string | null;
    vehicleCostDetail: { cost: string | null } | null;
    vinNumber: {
      make: string | null;
      year: number | null;
      trim: string | null;
      transmissionType: string | null;
      model: string | null;
    };
    vehicleInformation: { miles: number | null };
    location: string | null;
    /** Highest dealer offer on the vehicle before this notification's offer (for the arrow). */
    lastHighestOffer: string | null;
  } | null;
}
