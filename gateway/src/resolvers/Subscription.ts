// Subscription: live events over graphql-ws (subscriptions/). `after` is the cursor of the last
// event the client received: the events after it are replayed first, then live ones follow.
// offerEvents and notificationEvents need a logged-in viewer: a guest gets a GraphQL error
// UNAUTHENTICATED for that operation (the socket stays open for its other subscriptions).
// vehicleRecordsChanged is the back office's: anyone but super admins and admins gets FORBIDDEN.
// vehicleImportProgress follows one bulk file of the viewer's: FORBIDDEN for anyone who may not
// import vehicles (importsVehicles). viewerChanged brings a logged-in viewer itself again when an
// account change names it; guests get UNAUTHENTICATED, and a deactivated viewer's ends with it.
import { GraphQLError } from 'graphql';
import { rightsOf } from '@canam/domain/permissions';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type {
  SubscriptionResolvers,
  VehicleImportProgress,
} from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import type { VehicleRecordEventModel, ViewerChangedEventModel } from '../models.ts';
import { rolesOf } from '../models/viewer.ts';
import { databaseIdOf } from '../relay/ids.ts';
import { restStatusOf } from '../rest/HttpError.ts';
import { CLOSE_UNAUTHORIZED, liveStream } from '../subscriptions/liveStream.ts';
import {
  acceptsNotificationEvent,
  resolveNotificationEvent,
  type NotificationEventModel,
} from '../subscriptions/notificationEvents.ts';
import {
  acceptsOfferEvent,
  resolveOfferEvent,
  type OfferEventModel,
} from '../subscriptions/offerEvents.ts';
import {
  acceptsVehicleEvent,
  resolveVehicleChanged,
  type VehicleChangedEventModel,
} from '../subscriptions/vehicleChanged.ts';
import {
  acceptsImportEvent,
  importReplayCursor,
  resolveImportEvent,
} from '../subscriptions/vehicleImportProgress.ts';
import {
  acceptsVehicleRecordEvent,
  resolveVehicleRecordEvent,
} from '../subscriptions/vehicleRecordsChanged.ts';
import { acceptsViewerChange, resolveViewerChanged } from '../subscriptions/viewerChanged.ts';
import { forbiddenToKeepRecords, refuseGuests } from './recordKeepers.ts';

async function requireViewer(
  context: GatewayContext,
  message = 'Log in to follow offers and notifications',
): Promise<UserProfileDto> {
  let profile: UserProfileDto | null;
  try {
    profile = await context.loaders.viewerProfile.load();
  } catch (error) {
    if (restStatusOf(error) === 401) context.closeSocket?.(CLOSE_UNAUTHORIZED, 'Unauthorized');
    throw error;
  }
  if (!profile) {
    throw new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return profile;
}

/** A global id that is not a vehicle's matches nothing (-1), rather than everything. */
const vehicleIdOf = (id: string) => databaseIdOf(id, 'Vehicle') ?? -1;

export const Subscription: SubscriptionResolvers = {
  offerEvents: {
    async subscribe(_root, { vehicleId, after }, context) {
      const profile = await requireViewer(context);
      const accept = acceptsOfferEvent(profile, vehicleId ? vehicleIdOf(vehicleId) : null);
      return liveStream(context, after, accept, (event) =>
        resolveOfferEvent(context, profile, event),
      );
    },
    resolve: (payload: OfferEventModel) => payload,
  },
  notificationEvents: {
    async subscribe(_root, { after }, context) {
      const profile = await requireViewer(context);
      return liveStream(context, after, acceptsNotificationEvent(profile), (event) =>
        resolveNotificationEvent(context, profile, event),
      );
    },
    resolve: (payload: NotificationEventModel) => payload,
  },
  vehicleChanged: {
    subscribe(_root, { vehicleIds, after }, context) {
      const ids = vehicleIds ? new Set(vehicleIds.map(vehicleIdOf)) : null;
      return liveStream(context, after, acceptsVehicleEvent(ids), (event) =>
        resolveVehicleChanged(context, event),
      );
    },
    resolve: (payload: VehicleChangedEventModel) => payload,
  },
  vehicleRecordsChanged: {
    async subscribe(_root, { vehicleIds, after }, context) {
      refuseGuests(context.credentials);
      const profile = await requireViewer(context);
      if (!rightsOf(rolesOf(profile)).keepsVehicleRecords) throw forbiddenToKeepRecords();
      const ids = vehicleIds ? new Set(vehicleIds.map(vehicleIdOf)) : null;
      return liveStream(context, after, acceptsVehicleRecordEvent(ids), (event) =>
        resolveVehicleRecordEvent(context, event),
      );
    },
    resolve: (payload: VehicleRecordEventModel) => payload,
  },
  vehicleImportProgress: {
    async subscribe(_root, { upload }, context) {
      refuseGuests(context.credentials);
      const profile = await requireViewer(context);
      if (!rightsOf(rolesOf(profile)).importsVehicles) {
        throw new GraphQLError('Only super admins and admins import vehicle files', {
          extensions: { code: 'FORBIDDEN' },
        });
      }
      const after = importReplayCursor(context);
      return liveStream(context, after, acceptsImportEvent(profile.id, upload), resolveImportEvent);
    },
    resolve: (payload: VehicleImportProgress) => payload,
  },
  viewerChanged: {
    async subscribe(_root, { after }, context) {
      const profile = await requireViewer(context, 'Log in to follow your account');
      return liveStream(context, after, acceptsViewerChange(profile.id), (event) =>
        resolveViewerChanged(context, event),
      );
    },
    resolve: (payload: ViewerChangedEventModel) => payload,
  },
};
