// REST contract of GET /api/vehicle/offer-notifications (those who negotiate: admins, super
// admins, agents, buyers and clients; 403 for the reviewer). Paged {data, currentPage, total,
// perPage}, 6 a page. An agent or a dealer gets the notifications addressed to it (a dealer's offer
// on the agent's vehicle, a sale; a counter-offer to the dealer, its accepted or expired offer),
// admins and super admins every notification addressed to staff.
import type { NotificationKind } from '../notifications.ts';
import type { OfferSide } from '../offers.ts';
import { rightsOf } from '../permissions.ts';
import type { RoleName } from '../roles.ts';

/** Who may read offer notifications: both sides of a negotiation, each its own. */
export function receivesOfferNotifications(roles: readonly RoleName[]): boolean {
  const rights = rightsOf(roles);
  return rights.negotiates !== 'none' || rights.buys;
}

/**
 * Query parameters (all optional, empty values ignored):
 * - offerTo: user id of the recipient (admins narrow to one agent; an agent only ever sees its own);
 * - new: 1 for unread notifications only (sent != 2);
 * - counter: 1 for counter-offers only (kind counter: a dealer's offer answering a staff offer, or
 *   for a dealer a staff counter-offer), 0 for everything else;
 * - kind: comma-separated kinds to keep (offer, counter, accepted, bought, expired);
 * - resourcesPerPage (default 6), page (default 1).
 */
export interface OfferNotificationQueryParams {
  offerTo?: string;
  new?: string;
  counter?: string;
  kind?: string;
  resourcesPerPage?: string;
  page?: string;
}

export interface OfferNotificationDto {
  id: number;
  /** 2 means read. */
  sent: number;
  newNotification: boolean;
  registerDate: string;
  /** What happened (domain/notifications.ts). */
  kind: NotificationKind;
  /** Whose offer it is about: the dealer's ('client') or staff's ('provider'); null for Buy Now. */
  offerSide: OfferSide | null;
  /** Decimal string ("24500.00"): the offer's price, or the sale's. */
  offerPrice: string | null;
  buyer: { firstName: string; lastName: string } | null;
  vehicle: {
    id: number;
    stockNumber: string | null;
    /** cost as recorded (CAD) and costUsd, the cost in USD: (cost + 2500) / fx, 0 for a 0 cost. */
    vehicleCostDetail: { cost: string | null; costUsd: string | null } | null;
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
