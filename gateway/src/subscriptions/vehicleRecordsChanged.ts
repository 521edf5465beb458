// vehicleRecordsChanged: checks, condition reports and notes added or changed ('vehicle.records'
// events), for super admins and admins only (Subscription.ts refuses anyone else when they
// subscribe). The record and the vehicle's counts come with the event (no call); the vehicle as it
// is now is fetched once per event and audience (sharedObjects.ts), its counts set from the event
// so that checks { totalCount } costs nothing.
import { VEHICLE_RECORDS_EVENT } from '@canam/domain/events';
import {
  vehicleRecordsEventPayload,
  type VehicleRecordsEventPayload,
} from '@canam/domain/rest/vehicleRecords';
import type { GatewayContext } from '../context.ts';
import type { GatewayEvent } from '../events/gatewayEvent.ts';
import type { VehicleRecordEventModel } from '../models.ts';
import { VehicleModel } from '../models/vehicle.ts';
import { RECORD_KINDS } from '../models/vehicleRecords.ts';
import { cursorOf } from './liveStream.ts';
import { eventVehicle } from './sharedObjects.ts';

/** The event's payload as the api writes it (the domain's schema); null for anything else. */
export function recordsPayloadOf(
  payload: GatewayEvent['payload'],
): VehicleRecordsEventPayload | null {
  const parsed = vehicleRecordsEventPayload.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

export function acceptsVehicleRecordEvent(vehicleIds: ReadonlySet<number> | null) {
  return (event: GatewayEvent) =>
    event.type === VEHICLE_RECORDS_EVENT &&
    event.vehicleId !== null &&
    (vehicleIds === null || vehicleIds.has(event.vehicleId));
}

export async function resolveVehicleRecordEvent(
  context: GatewayContext,
  event: GatewayEvent,
): Promise<VehicleRecordEventModel | null> {
  const payload = recordsPayloadOf(event.payload);
  if (!payload) return null;
  const vehicle = await eventVehicle(context, event, event.vehicleId!);
  if (!vehicle) return null;
  return {
    cursor: cursorOf(event),
    kind: RECORD_KINDS[payload.kind].graphQL,
    created: payload.created,
    record: payload.record,
    // The vehicle as it is now, counted as the event counts it (the api's answer stays shared).
    vehicle: new VehicleModel(vehicle.dto, payload.counts),
  };
}
