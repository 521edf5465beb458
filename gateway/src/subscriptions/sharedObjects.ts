// The objects an event needs, fetched once per event and audience (sharedFetches.ts) and put
// into the subscriber's fresh loaders, so the event's fields resolve from them.
import type { OfferNotificationDto } from '@canam/domain/rest/notifications';
import type { Paged } from '@canam/domain/rest/paged';
import type { OfferHistoryDto } from '@canam/domain/rest/offers';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { GatewayContext, LiveEvents } from '../context.ts';
import type { GatewayEvent } from '../events/gatewayEvent.ts';
import { vehicleModel, type VehicleModel } from '../models/vehicle.ts';
import { viewerBadgeCount } from '../models/viewer.ts';
import { credentialsKey } from './credentialsKey.ts';

function shared<T>(
  context: GatewayContext,
  event: GatewayEvent,
  what: string,
  fetch: () => Promise<T>,
) {
  const live = context.live as LiveEvents;
  return live.shared.get(event.id, credentialsKey(context.credentials), what, fetch);
}

export async function eventVehicle(
  context: GatewayContext,
  event: GatewayEvent,
  vehicleId: number,
): Promise<VehicleModel | null> {
  const { loaders } = context;
  const vehicle = await shared(context, event, `vehicle:${vehicleId}`, () =>
    loaders.vehicleById.load(vehicleId),
  );
  if (vehicle) loaders.vehicleById.prime(vehicleId, vehicle);
  // The api's answer is shared by the event's audience; each subscriber reads its own model.
  return vehicleModel(vehicle);
}

export async function eventChains(
  context: GatewayContext,
  event: GatewayEvent,
  vehicleId: number,
): Promise<OfferHistoryDto[]> {
  const { loaders } = context;
  const chains = await shared(context, event, `chains:${vehicleId}`, () =>
    loaders.offerHistoryByVehicle.load(vehicleId),
  );
  loaders.offerHistoryByVehicle.prime(vehicleId, chains);
  return chains;
}

/** The newest notifications the viewer reads (the new one is among them). */
export function eventNotifications(
  context: GatewayContext,
  event: GatewayEvent,
): Promise<Paged<OfferNotificationDto>> {
  return shared(context, event, 'notifications', () =>
    context.loaders.offerNotificationPage.load({ resourcesPerPage: '100' }),
  );
}

/** The subscriber's badge count after the event (Viewer.offerNotificationCount). */
export function eventUnreadCount(
  context: GatewayContext,
  event: GatewayEvent,
  profile: UserProfileDto,
): Promise<number> {
  return shared(context, event, 'unread', () => viewerBadgeCount(profile, context.loaders));
}
