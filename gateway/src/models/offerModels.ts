// Offers as the graph shows them, from the api's negotiation answers: an offer's status (a later
// offer of its chain answered it; the server's clock passed its expiry), its side, and its arrow
// against the highest dealer offer on the vehicle made before it.
import { toCents } from '@canam/domain/money';
import { offerArrow, offerSideOf } from '@canam/domain/offers';
import type { OfferDto, OfferHistoryDto } from '@canam/domain/rest/offers';
import { OFFER_STATUS } from '@canam/domain/statuses';
import type { OfferArrow, OfferStatus } from '../__generated__/resolvers-types.ts';
import type { OfferModel } from '../models.ts';

export const ARROWS = { up: 'UP', down: 'DOWN', equal: 'DASH' } as const satisfies Record<
  string,
  OfferArrow
>;

/** The offers of a chain, oldest first (as the api lists them). */
export function offersOfChain(chain: OfferHistoryDto): OfferModel[] {
  return chain.offers.map((item, index) => ({
    id: item.id,
    chainId: chain.mainOffer,
    vehicleId: chain.vehiclesId,
    clientId: chain.client.id,
    role: item.role,
    offerPrice: item.offerPrice,
    status: item.status,
    createdAt: item.createdAt,
    expiresAt: item.expiresAt,
    answered: index < chain.offers.length - 1,
  }));
}

/** The offer a negotiation call answered: the newest of its chain. */
export function offerFromDto(dto: OfferDto): OfferModel {
  return {
    id: dto.id,
    chainId: dto.mainOffer,
    vehicleId: dto.vehiclesId,
    clientId: dto.clientId,
    role: dto.role,
    offerPrice: dto.offerPrice,
    status: dto.status,
    createdAt: dto.createdAt,
    expiresAt: dto.time.expirationTime,
    answered: false,
  };
}

export function isDealerOffer(offer: Pick<OfferModel, 'role'>): boolean {
  return offerSideOf(offer.role) === 'client';
}

export function offerStatusOf(offer: OfferModel, now = Date.now()): OfferStatus {
  if (offer.status === OFFER_STATUS.ACCEPTED) return 'ACCEPTED';
  if (offer.status === OFFER_STATUS.CLOSED || offer.answered) return 'CLOSED';
  if (offer.status === OFFER_STATUS.EXPIRED) return 'EXPIRED';
  return Date.parse(offer.expiresAt) <= now ? 'EXPIRED' : 'ACTIVE';
}

/** Up, down or dash against the highest dealer offer of `chains` made before `offer`. */
export function arrowOf(offer: OfferModel, chains: readonly OfferHistoryDto[]): OfferArrow | null {
  if (!isDealerOffer(offer)) return null;
  const at = Date.parse(offer.createdAt);
  let highest: number | null = null;
  for (const chain of chains) {
    for (const other of chain.offers) {
      if (other.id === offer.id || offerSideOf(other.role) !== 'client') continue;
      const otherAt = Date.parse(other.createdAt);
      if (otherAt > at || (otherAt === at && other.id > offer.id)) continue;
      const cents = toCents(other.offerPrice);
      if (highest === null || cents > highest) highest = cents;
    }
  }
  return ARROWS[offerArrow(toCents(offer.offerPrice), highest)];
}
