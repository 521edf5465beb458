// OfferDealer: the dealer of a negotiation (OfferHistoryDto.client).
import type { OfferDealerResolvers } from '../__generated__/resolvers-types.ts';

export const OfferDealer: OfferDealerResolvers = {
  databaseId: (dealer) => dealer.id,
};
