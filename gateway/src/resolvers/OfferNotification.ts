// OfferNotification, its connection and edge: GET /api/vehicle/offer-notifications items. The
// arrow compares the notified offer with the highest dealer offer on the vehicle before it.
import { toCents } from '@canam/domain/money';
import { offerArrow } from '@canam/domain/offers';
import { NOTIFICATION_READ } from '@canam/domain/statuses';
import type {
  OfferNotificationConnectionResolvers,
  OfferNotificationEdgeResolvers,
  OfferNotificationResolvers,
} from '../__generated__/resolvers-types.ts';
import { edgesOf, pageCursorsOf, pageInfoOf } from '../relay/connection.ts';
import { toGlobalId } from '../relay/ids.ts';
import { toMoney } from './Money.ts';
import { ARROWS } from './offerModels.ts';

export const OfferNotification: OfferNotificationResolvers = {
  id: (notification) => toGlobalId('OfferNotification', notification.id),
  databaseId: (notification) => notification.id,
  read: (notification) => notification.sent === NOTIFICATION_READ,
  isNew: (notification) => notification.newNotification,
  registerDate: (notification) => notification.registerDate,
  offerPrice: (notification) => toMoney(notification.offerPrice),
  buyer: (notification) => notification.buyer,
  vehicle: (notification, _args, { loaders }) =>
    notification.vehicle ? loaders.vehicleById.load(notification.vehicle.id) : null,
  lastHighestOffer: (notification) => toMoney(notification.vehicle?.lastHighestOffer),
  arrow({ offerPrice, vehicle }) {
    if (offerPrice === null || !vehicle) return null;
    const highest = vehicle.lastHighestOffer === null ? null : toCents(vehicle.lastHighestOffer);
    return ARROWS[offerArrow(toCents(offerPrice), highest)];
  },
};

export const OfferNotificationConnection: OfferNotificationConnectionResolvers = {
  edges: (slice) => edgesOf(slice),
  pageInfo: (slice) => pageInfoOf(slice),
  totalCount: (slice) => slice.total,
  pageCursors: (slice) => pageCursorsOf(slice),
};

export const OfferNotificationEdge: OfferNotificationEdgeResolvers = {
  cursor: (edge) => edge.cursor,
  node: (edge) => edge.node,
};
