// OfferDealer: the dealer of a negotiation (OfferHistoryDto.client).
import type { OfferDealerResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../relay/ids.ts';

export const OfferDealer: OfferDealerResolvers = {
  userId: (dealer) => toGlobalId('User', dealer.id),
  databaseId: (dealer) => dealer.id,
};
