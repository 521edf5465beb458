// Notification, its connection and edge: GET /api/vehicle/offer-notifications items. The
// summary says what happened to the viewer who reads it; the arrow compares a dealer's offer with
// the highest dealer offer on the vehicle before it.
import { toCents } from '@canam/domain/money';
import { notificationReaderSide, notificationSummary } from '@canam/domain/notifications';
import { offerArrow, type OfferSide as OfferSideDto } from '@canam/domain/offers';
import { NOTIFICATION_READ } from '@canam/domain/statuses';
import type {
  NotificationKind,
  OfferSide,
  NotificationConnectionResolvers,
  NotificationEdgeResolvers,
  NotificationResolvers,
} from '../__generated__/resolvers-types.ts';
import { sliceConnection, sliceEdge } from '../relay/connection.ts';
import { toGlobalId } from '../relay/ids.ts';
import { toMoney } from '../models/money.ts';
import { ARROWS } from '../models/offerModels.ts';
import { rolesOf } from '../models/viewer.ts';
import { vehicleModel } from '../models/vehicle.ts';

const SIDES = { client: 'DEALER', provider: 'PROVIDER' } as const satisfies Record<
  OfferSideDto,
  OfferSide
>;

export const Notification: NotificationResolvers = {
  id: (notification) => toGlobalId('Notification', notification.id),
  databaseId: (notification) => notification.id,
  read: (notification) => notification.sent === NOTIFICATION_READ,
  isNew: (notification) => notification.newNotification,
  registerDate: (notification) => notification.registerDate,
  kind: (notification) => notification.kind.toUpperCase() as NotificationKind,
  offerSide: (notification) => (notification.offerSide ? SIDES[notification.offerSide] : null),
  async summary(notification, _args, { loaders }) {
    const { buyer } = notification;
    return notificationSummary({
      kind: notification.kind,
      offerSide: notification.offerSide,
      dealer: buyer ? `${buyer.firstName} ${buyer.lastName}` : null,
      price: notification.offerPrice,
      reader: notificationReaderSide(rolesOf(await loaders.viewerProfile.load())),
    });
  },
  offerPrice: (notification) => toMoney(notification.offerPrice),
  buyer: (notification) => notification.buyer,
  vehicle: async (notification, _args, { loaders }) =>
    notification.vehicle
      ? vehicleModel(await loaders.vehicleById.load(notification.vehicle.id))
      : null,
  lastHighestOffer: (notification) => toMoney(notification.vehicle?.lastHighestOffer),
  arrow({ kind, offerSide, offerPrice, vehicle }) {
    // Only a dealer's offer is compared with the offers before it.
    const dealersOffer = (kind === 'offer' || kind === 'counter') && offerSide === 'client';
    if (!dealersOffer || offerPrice === null || !vehicle) return null;
    const highest = vehicle.lastHighestOffer === null ? null : toCents(vehicle.lastHighestOffer);
    return ARROWS[offerArrow(toCents(offerPrice), highest)];
  },
};

export const NotificationConnection: NotificationConnectionResolvers = sliceConnection;

export const NotificationEdge: NotificationEdgeResolvers = sliceEdge;
