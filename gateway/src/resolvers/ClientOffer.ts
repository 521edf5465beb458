// ClientOffer: its offer price as Money.
import type { ClientOfferResolvers } from '../__generated__/resolvers-types.ts';
import { toMoney } from './Money.ts';

export const ClientOffer: ClientOfferResolvers = {
  offerPrice: (offer) => toMoney(offer.offerPrice)!,
};
