// Negotiation rules shared by the api (which enforces them), the gateway and the web (which
// shows them). An offer chain is one vehicle and one dealer; each offer in it, from either side,
// lives 18 hours from its own creation, so a counter-offer starts a new 18 hours.
import { OFFER_LIFETIME_HOURS } from './constants.ts';
import type { RoleName } from './roles.ts';
import { isDealerRole } from './roles.ts';
import { OFFER_STATUS } from './statuses.ts';

export const OFFER_LIFETIME_MS = OFFER_LIFETIME_HOURS * 3_600_000;

export type OfferSide = 'client' | 'provider';

/** Dealers (clients and buyers) are the client side; admins, super admins and agents the provider. */
export function offerSideOf(role: RoleName | string): OfferSide {
  return isDealerRole(role) ? 'client' : 'provider';
}

export function offerExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + OFFER_LIFETIME_MS);
}

/**
 * An offer is live while its status is active and the clock is before its expiry. A negotiation
 * is live (Active Offers) while its last offer, from either side, is; otherwise it has expired
 * (Expired Offers) and its dealer may start again with a new offer.
 */
export function offerIsLive(status: number, expiresAt: Date | string, now: Date): boolean {
  return status === OFFER_STATUS.ACTIVE && new Date(expiresAt).getTime() > now.getTime();
}

export type OfferArrow = 'up' | 'down' | 'equal';

/** Up if above the last highest offer, down if below, dash (equal) otherwise (specification). */
export function offerArrow(offerCents: number, lastHighestCents: number | null): OfferArrow {
  if (lastHighestCents === null || offerCents === lastHighestCents) return 'equal';
  return offerCents > lastHighestCents ? 'up' : 'down';
}

export const OFFER_MESSAGES = {
  higherOffer: 'There is a higher offer for this vehicle. Do you want to continue?.',
  noHigherBid: 'No higher bid.',
  offerSent: 'Offer sent',
  counterOfferSent: 'Counter-Offer sent',
  offerAccepted: 'Offer accepted',
  vehiclePurchased: 'Vehicle purchased! Please, check your email',
  confirmBuy: 'Are you sure to buy this car?',
  confirmAccept: 'Are you sure to accept this offer?',
  offerExpired: 'Offer expired',
} as const;

/** Why the api refuses a negotiation step: the message of its 4xx answer. */
export const OFFER_REFUSALS = {
  notDealer: 'Only buyers and clients of an accepted company can make offers',
  companyNotAccepted: 'Your company must be accepted before you make offers or buy',
  notOnSale: 'This vehicle is not on sale',
  notReleased: 'This vehicle is not available yet',
  sold: 'This vehicle has already been sold',
  noPrice: 'This vehicle has no price yet',
  notYourChain: 'You can only answer your own offers',
  notYourVehicle: 'Only an admin or the owning agent can answer offers on this vehicle',
  notLastOffer: 'Only the last offer of a negotiation can be accepted or countered',
  sameSide: 'The last offer of this negotiation is your own: wait for an answer',
  expired: 'This offer has expired',
  invalidAmount: 'The offer must be an amount greater than zero',
} as const;
