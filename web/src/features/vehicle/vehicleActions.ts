// Which offer buttons, links and blocks a vehicle shows to whom (specification 000, "Vehicle
// card", "Vehicle detail page" and section 6). Pure, so every state is unit-tested; the card,
// the detail page and the list row only render what this decides. It takes the clock: a release
// date or an offer's expiry passing changes the buttons (decisionMoments names them).
import { offerIsLive } from '@canam/domain/offers';
import { isSold, saleRefusal } from '@canam/domain/onSale';
import { rightsOf } from '@canam/domain/permissions';
import { isAdmin, isDealer, type RoleName } from '@canam/domain/roles';
import { OFFER_STATUS } from '@canam/domain/statuses';

export interface ActionsViewer {
  isLoggedIn: boolean;
  roles: readonly string[];
  /** 'ACCEPTED' | 'PENDING' | 'REJECTED', null without a company (and for staff). */
  companyStatus: string | null | undefined;
  /** The viewer's own list, where a dealer's offer tabs live. */
  homeRoute: string;
}

export interface ActionsVehicle {
  /** The global id: the offers side panel opens by it (`?offers=`). */
  id: string;
  databaseId: number;
  vin: string;
  status: string;
  /** ISO date; until it passes the vehicle takes no offer and no purchase. */
  releaseDate: string | null | undefined;
  /** A sale is recorded (an accepted offer or a sale entered by staff). */
  hasSale: boolean;
  /** The viewer's (a dealer's) own negotiation on it: its state and its last offer's expiry. */
  viewerOffer: ViewerOffer | null;
  /** The api only sends the final price to staff and to the dealer who bought it. */
  hasFinalPrice: boolean;
  viewerCanEdit: boolean;
  workOrder: boolean | null | undefined;
}

export interface ViewerOffer {
  status: 'ACTIVE' | 'EXPIRED';
  /** ISO date: when the negotiation's last offer expires. */
  expiresAt: string;
}

/** 'reviewer': staff whose rights are users and companies; it sees vehicles as the public. */
export type Audience = 'guest' | 'dealer' | 'lockedDealer' | 'admin' | 'agent' | 'reviewer';
/** Make an Offer: login modal, money input, e-mail link to sales, shown disabled, or not shown. */
export type OfferAction = 'login' | 'form' | 'email' | 'disabled' | 'none';
/** Buy Now: login modal, YES/NO confirmation, shown disabled, or not shown. */
export type BuyAction = 'login' | 'confirm' | 'disabled' | 'none';

export interface VehicleActions {
  audience: Audience;
  sold: boolean;
  makeOffer: OfferAction;
  buyNow: BuyAction;
  /** Why Make an Offer or Buy Now is shown disabled (said beside them), else null. */
  disabledReason: string | null;
  /** Current Offer: the dealer's Active Offers tab with this vehicle's offers panel open. */
  currentOfferPath: string | null;
  /** 'Offer expired': the dealer's Expired Offers tab with this vehicle's offers panel open. */
  expiredOfferPath: string | null;
  /** View Offers opens the offers side panel: on cards for staff who negotiate. */
  viewOffersOnCard: boolean;
  /** On the detail page for every logged-in viewer. */
  viewOffersOnDetail: boolean;
  /** The edit pencil's target, null when the viewer may not edit. */
  editPath: string | null;
  /** Release date, 'Publish until', cost, selling price and status. */
  staffDetails: boolean;
  /** The work-order icon (admins only). */
  workOrder: boolean;
  /** Sale data with the buyer (staff), the final price and purchase date (the buying dealer). */
  saleDetails: 'staff' | 'purchase' | null;
}

export const ACTIVE_OFFERS_TAB = 'active-offers';
export const EXPIRED_OFFERS_TAB = 'expired-offers';

export const DISABLED_REASONS = {
  companyNotAccepted: 'Available once your company is accepted',
  notReleased: 'Offers and Buy Now open when this vehicle is available',
} as const;

export function audienceOf(viewer: ActionsViewer): Audience {
  if (!viewer.isLoggedIn) return 'guest';
  if (isAdmin(viewer.roles)) return 'admin';
  if (viewer.roles.includes('ROLE_AGENT')) return 'agent';
  if (isDealer(viewer.roles))
    return viewer.companyStatus === 'ACCEPTED' ? 'dealer' : 'lockedDealer';
  return 'reviewer';
}

/** The dealer's own negotiation by the clock: live (Active Offers), expired, or none. */
export function viewerOfferState(
  offer: ViewerOffer | null,
  now: Date,
): 'active' | 'expired' | null {
  if (!offer) return null;
  const status = offer.status === 'ACTIVE' ? OFFER_STATUS.ACTIVE : OFFER_STATUS.EXPIRED;
  return offerIsLive(status, offer.expiresAt, now) ? 'active' : 'expired';
}

function offersTabPath(homeRoute: string, tab: string, vehicleId: string): string {
  return `${homeRoute}?${new URLSearchParams({ tab, offers: vehicleId }).toString()}`;
}

/** The moments at which vehicleActions() may decide otherwise: the release, the offer's expiry. */
export function decisionMoments(vehicle: ActionsVehicle): (string | null | undefined)[] {
  return [vehicle.releaseDate, vehicle.viewerOffer?.expiresAt];
}

export function vehicleActions(
  viewer: ActionsViewer,
  vehicle: ActionsVehicle,
  now: Date,
): VehicleActions {
  const audience = audienceOf(viewer);
  const sold = isSold(vehicle.status, vehicle.hasSale);
  const isStaff = rightsOf(viewer.roles as readonly RoleName[]).backOfficeVehicles;
  const area = audience === 'admin' ? 'admin' : audience === 'agent' ? 'agent' : null;
  // Offers and Buy Now follow the api's rule (domain/src/onSale.ts); a dealer's own negotiation
  // is in its Active Offers while live, in Expired Offers once expired, when it may offer again.
  const refusal = saleRefusal(vehicle, now);
  const negotiation =
    audience === 'dealer' && !sold ? viewerOfferState(vehicle.viewerOffer, now) : null;

  let makeOffer: OfferAction = 'none';
  let buyNow: BuyAction = 'none';
  let disabledReason: string | null = null;
  if (!sold) {
    if (audience === 'guest') [makeOffer, buyNow] = ['login', 'login'];
    if (audience === 'dealer' && refusal === 'notReleased') {
      [makeOffer, buyNow] = [negotiation === 'active' ? 'none' : 'disabled', 'disabled'];
      disabledReason = DISABLED_REASONS.notReleased;
    } else if (audience === 'dealer' && refusal === null) {
      [makeOffer, buyNow] = [negotiation === 'active' ? 'none' : 'form', 'confirm'];
    }
    if (audience === 'lockedDealer') {
      [makeOffer, buyNow] = ['email', 'disabled'];
      disabledReason = DISABLED_REASONS.companyNotAccepted;
    }
  }

  return {
    audience,
    sold,
    makeOffer,
    buyNow,
    disabledReason,
    currentOfferPath:
      negotiation === 'active'
        ? offersTabPath(viewer.homeRoute, ACTIVE_OFFERS_TAB, vehicle.id)
        : null,
    expiredOfferPath:
      negotiation === 'expired'
        ? offersTabPath(viewer.homeRoute, EXPIRED_OFFERS_TAB, vehicle.id)
        : null,
    viewOffersOnCard: !sold && area !== null,
    viewOffersOnDetail: !sold && audience !== 'guest' && audience !== 'reviewer',
    editPath:
      vehicle.viewerCanEdit && area
        ? `/${area}/vehicles/registry/${encodeURIComponent(vehicle.vin)}`
        : null,
    staffDetails: isStaff,
    workOrder: audience === 'admin' && vehicle.workOrder === true,
    saleDetails: !sold
      ? null
      : isStaff
        ? 'staff'
        : audience === 'dealer' && vehicle.hasFinalPrice
          ? 'purchase'
          : null,
  };
}
