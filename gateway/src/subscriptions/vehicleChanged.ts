// vehicleChanged: every event about a vehicle (offer made, countered, accepted, expired; sold;
// changed) as the subscriber sees the vehicle; guests included. A vehicle the viewer may not
// see is skipped.
import { isVehicleEvent } from '@canam/domain/events';
import type { GatewayContext } from '../context.ts';
import type { GatewayEvent } from '../events/gatewayEvent.ts';
import type { VehicleModel } from '../models/vehicle.ts';
import { cursorOf } from './liveStream.ts';
import { eventVehicle } from './sharedObjects.ts';

export interface VehicleChangedEventModel {
  cursor: string;
  vehicle: VehicleModel;
}

export function acceptsVehicleEvent(vehicleIds: ReadonlySet<number> | null) {
  return (event: GatewayEvent) =>
    isVehicleEvent(event.type) &&
    event.vehicleId !== null &&
    (vehicleIds === null || vehicleIds.has(event.vehicleId));
}

export async function resolveVehicleChanged(
  context: GatewayContext,
  event: GatewayEvent,
): Promise<VehicleChangedEventModel | null> {
  const vehicle = await eventVehicle(context, event, event.vehicleId!);
  return vehicle ? { cursor: cursorOf(event), vehicle } : null;
}
