// notificationEvents: a new offer notification for the viewer, with its badge count. The
// recipient (staff or dealer) gets it; admins, who read every notification addressed to staff,
// get those the api lists for them too (a dealer's own notices are not among them).
import { isAdmin } from '@canam/domain/roles';
import type { OfferNotificationDto } from '@canam/domain/rest/notifications';
import { receivesOfferNotifications } from '@canam/domain/rest/notifications';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { GatewayContext } from '../context.ts';
import type { GatewayEvent } from '../events/gatewayEvent.ts';
import type { ViewerModel } from '../models.ts';
import { rolesOf } from '../models/viewer.ts';
import { cursorOf } from './liveStream.ts';
import { eventNotifications, eventUnreadCount } from './sharedObjects.ts';

export interface NotificationEventModel {
  cursor: string;
  notification: OfferNotificationDto;
  unreadCount: number;
  viewer: ViewerModel;
}

export function acceptsNotificationEvent(profile: UserProfileDto) {
  const roles = rolesOf(profile);
  const reads = receivesOfferNotifications(roles);
  const admin = isAdmin(roles);
  return (event: GatewayEvent) =>
    reads && event.type === 'notification.created' && (event.userId === profile.id || admin);
}

export async function resolveNotificationEvent(
  context: GatewayContext,
  profile: UserProfileDto,
  event: GatewayEvent,
): Promise<NotificationEventModel | null> {
  const page = await eventNotifications(context, event);
  const notification = page.data.find((item) => item.id === event.payload.notificationId);
  if (!notification) return null;
  return {
    cursor: cursorOf(event),
    notification,
    unreadCount: await eventUnreadCount(context, event, profile),
    viewer: { profile },
  };
}
