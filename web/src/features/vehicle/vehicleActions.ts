// Which offer buttons, links and blocks a vehicle shows to whom (specification 000, "Vehicle
// card", "Vehicle detail page" and section 6). Pure, so every state is unit-tested; the card,
// the detail page and the list row only render what this decides.
import { rightsOf } from '@canam/domain/permissions';
import type { RoleName } from '@canam/domain/roles';

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
  /** A sale is recorded (an accepted offer or a sale entered by staff). */
  hasSale: boolean;
  /** The viewer (a dealer) has a current offer on it. */
  hasOffer: boolean;
  /** The api only sends the final price to staff and to the dealer who bought it. */
  hasFinalPrice: boolean;
  viewerCanEdit: boolean;
  workOrder: boolean | null | undefined;
}

/** 'reviewer': staff whose rights are users and companies; it sees vehicles as the public. */
export type Audience = 'guest' | 'dealer' | 'lockedDealer' | 'admin' | 'agent' | 'reviewer';
/** Make an Offer: login modal, money input, e-mail link to sales, or not shown. */
export type OfferAction = 'login' | 'form' | 'email' | 'none';
/** Buy Now: login modal, YES/NO confirmation, shown disabled, or not shown. */
export type BuyAction = 'login' | 'confirm' | 'disabled' | 'none';

export interface VehicleActions {
  audience: Audience;
  sold: boolean;
  makeOffer: OfferAction;
  buyNow: BuyAction;
  /** Current Offer: the dealer's Active Offers tab with this vehicle's offers panel open. */
  currentOfferPath: string | null;
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

const ADMIN_ROLES = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'];
const DEALER_ROLES = ['ROLE_CLIENT', 'ROLE_BUYER'];

export const ACTIVE_OFFERS_TAB = 'active-offers';

export function audienceOf(viewer: ActionsViewer): Audience {
  if (!viewer.isLoggedIn) return 'guest';
  const has = (list: string[]) => viewer.roles.some((role) => list.includes(role));
  if (has(ADMIN_ROLES)) return 'admin';
  if (viewer.roles.includes('ROLE_AGENT')) return 'agent';
  if (has(DEALER_ROLES)) return viewer.companyStatus === 'ACCEPTED' ? 'dealer' : 'lockedDealer';
  return 'reviewer';
}

export function vehicleActions(viewer: ActionsViewer, vehicle: ActionsVehicle): VehicleActions {
  const audience = audienceOf(viewer);
  const sold = vehicle.status === 'Sold' || vehicle.hasSale;
  const isStaff = rightsOf(viewer.roles as readonly RoleName[]).backOfficeVehicles;
  const area = audience === 'admin' ? 'admin' : audience === 'agent' ? 'agent' : null;
  const offersTab = `${viewer.homeRoute}?${new URLSearchParams({ tab: ACTIVE_OFFERS_TAB, offers: vehicle.id }).toString()}`;

  let makeOffer: OfferAction = 'none';
  let buyNow: BuyAction = 'none';
  if (!sold) {
    if (audience === 'guest') [makeOffer, buyNow] = ['login', 'login'];
    if (audience === 'dealer')
      [makeOffer, buyNow] = [vehicle.hasOffer ? 'none' : 'form', 'confirm'];
    if (audience === 'lockedDealer') [makeOffer, buyNow] = ['email', 'disabled'];
  }

  return {
    audience,
    sold,
    makeOffer,
    buyNow,
    currentOfferPath: !sold && audience === 'dealer' && vehicle.hasOffer ? offersTab : null,
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
