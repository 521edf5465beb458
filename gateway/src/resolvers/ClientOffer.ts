// ClientOffer: its offer price as Money, and its negotiation's state as the offer tabs name it.
import { OFFER_STATUS } from '@canam/domain/statuses';
import type { ClientOfferResolvers } from '../__generated__/resolvers-types.ts';
import { toMoney } from '../models/money.ts';

export const ClientOffer: ClientOfferResolvers = {
  offerPrice: (offer) => toMoney(offer.offerPrice)!,
  status: (offer) => (offer.status === OFFER_STATUS.ACTIVE ? 'ACTIVE' : 'EXPIRED'),
  expiresAt: (offer) => offer.expirationTime,
};
