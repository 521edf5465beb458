// vehicleImportProgress: how far the api is with a bulk file ('vehicle.import' events, payload
// rest/vehicleFiles.ts bulkProgressPayload), for its uploader's progress bar only: an event goes
// to the subscriber whose user id is the payload's and who named the same upload token. The
// payload is the whole answer, so no REST call is made per event. Subscription.ts refuses anyone
// who may not import vehicles when they subscribe.
//
// The web subscribes, then sends the file's mutation; an event the api writes before the
// subscription is in place would be lost, so it starts with the recent events the gateway still
// holds in memory (an upload token is single-use: any event of it is about this very file).
import { VEHICLE_IMPORT_EVENT } from '@canam/domain/events';
import { bulkProgressPayload, type BulkProgressPayload } from '@canam/domain/rest/vehicleFiles';
import type { VehicleImportProgress } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import type { GatewayEvent } from '../events/gatewayEvent.ts';

/** How many recent events a new subscriber looks back through (all held in memory). */
export const IMPORT_REPLAY_EVENTS = 1_000;

/** The cursor a subscriber starts after: the recent events in memory, or now (''). */
export function importReplayCursor(context: GatewayContext): string {
  const recent = context.live?.feed.recent(IMPORT_REPLAY_EVENTS);
  return recent === null || recent === undefined ? '' : String(recent);
}

/** The event's payload as the api writes it (the domain's schema); null for anything else. */
export function importPayloadOf(event: GatewayEvent): BulkProgressPayload | null {
  if (event.type !== VEHICLE_IMPORT_EVENT) return null;
  const parsed = bulkProgressPayload.safeParse(event.payload);
  return parsed.success ? parsed.data : null;
}

export function acceptsImportEvent(userId: number, upload: string) {
  return (event: GatewayEvent) => {
    const payload = importPayloadOf(event);
    return payload !== null && payload.userId === userId && payload.upload === upload;
  };
}

export function resolveImportEvent(event: GatewayEvent): Promise<VehicleImportProgress | null> {
  const payload = importPayloadOf(event);
  if (!payload) return Promise.resolve(null);
  const { upload, stage, done, total } = payload;
  return Promise.resolve({ upload, stage, done, total });
}
