// The event outbox's vocabulary, shared by the api that writes it, the gateways that fan it out
// and the bench that counts it (DESIGN.md, events).

/** Events that change a vehicle as a card shows it (status, price, current offer). */
export const VEHICLE_EVENT_TYPES = [
  'offer.made',
  'offer.countered',
  'offer.accepted',
  'offer.expired',
  'vehicle.sold',
  'vehicle.changed',
] as const;

export const EVENT_TYPES = [...VEHICLE_EVENT_TYPES, 'notification.created'] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export function isVehicleEvent(type: string): boolean {
  return (VEHICLE_EVENT_TYPES as readonly string[]).includes(type);
}
