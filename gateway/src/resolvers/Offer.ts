// Offer: one offer of a negotiation (models.ts OfferModel). The arrow needs the other offers on
// the vehicle: the per-request history loader fetches them once per vehicle.
import type { OfferResolvers, Role } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../relay/ids.ts';
import { toMoney } from '../models/money.ts';
import { arrowOf, isDealerOffer, offerStatusOf } from '../models/offerModels.ts';

export const Offer: OfferResolvers = {
  id: (offer) => toGlobalId('Offer', offer.id, offer.vehicleId),
  databaseId: (offer) => offer.id,
  price: (offer) => toMoney(offer.offerPrice)!,
  side: (offer) => (isDealerOffer(offer) ? 'DEALER' : 'PROVIDER'),
  role: (offer) => offer.role as Role,
  status: (offer) => offerStatusOf(offer),
  createdAt: (offer) => offer.createdAt,
  expiresAt: (offer) => offer.expiresAt,
  async arrow(offer, _args, { loaders }) {
    if (!isDealerOffer(offer)) return null;
    return arrowOf(offer, await loaders.offerHistoryByVehicle.load(offer.vehicleId));
  },
};
