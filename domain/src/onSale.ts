// May a dealer make an offer on, or buy, a vehicle now? One rule for the api, which refuses the
// step (409), and the web, which disables Make an Offer and Buy Now: the vehicle is Ready To Sell
// or In Stock and released (no release date, or one that has passed). A vehicle released in the
// future shows its countdown but takes no offers yet (docs/decisions.md, "Negotiation").
import type { OFFER_REFUSALS } from './offers.ts';
import type { VehicleStatus } from './statuses.ts';

/** The statuses under which a vehicle is on sale. */
export const ON_SALE_STATUSES: readonly VehicleStatus[] = ['ReadyToSell', 'InStock'];

/** Why a vehicle takes no offer now: a key of OFFER_REFUSALS, whose text the api answers. */
export type SaleRefusal = Extract<
  keyof typeof OFFER_REFUSALS,
  'sold' | 'notOnSale' | 'notReleased'
>;

export interface SaleState {
  status: string;
  /** ISO string or Date; null or undefined: released from the start. */
  releaseDate: string | Date | null | undefined;
}

/** Sold: its status says so, or a sale is recorded (an accepted offer, a Buy Now, staff's entry). */
export function isSold(status: string, hasSale: boolean): boolean {
  return status === 'Sold' || hasSale;
}

/** Ready To Sell or In Stock, whatever the release date. */
export function isOnSaleStatus(status: string): boolean {
  return (ON_SALE_STATUSES as readonly string[]).includes(status);
}

/** Released at `now`: no release date, or none still to come (the countdown is over). */
export function isReleased(releaseDate: SaleState['releaseDate'], now: Date): boolean {
  return !(releaseDate && new Date(releaseDate).getTime() > now.getTime());
}

/** The reason a dealer may not offer on or buy this vehicle at `now`, null when it may. */
export function saleRefusal(vehicle: SaleState, now: Date): SaleRefusal | null {
  if (vehicle.status === 'Sold') return 'sold';
  if (!isOnSaleStatus(vehicle.status)) return 'notOnSale';
  if (!isReleased(vehicle.releaseDate, now)) return 'notReleased';
  return null;
}

export function mayOfferOrBuyNow(vehicle: SaleState, now: Date): boolean {
  return saleRefusal(vehicle, now) === null;
}
