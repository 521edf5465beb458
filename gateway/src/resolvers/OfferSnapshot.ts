// OfferSnapshot: its offer price as Money.
import type { OfferSnapshotResolvers } from '../__generated__/resolvers-types.ts';
import { toMoney } from '../models/money.ts';

export const OfferSnapshot: OfferSnapshotResolvers = {
  offerPrice: (offer) => toMoney(offer.offerPrice)!,
};
