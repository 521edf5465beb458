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

/**
 * A check, condition report or note added to a vehicle or its status changed (payload
 * {kind, created, record, counts}: rest/vehicleRecords.ts vehicleRecordsEventPayload): back
 * office only, so it is not a vehicle event that dealers' cards follow.
 */
export const VEHICLE_RECORDS_EVENT = 'vehicle.records';

/**
 * How far the api is with a bulk vehicle file (payload rest/vehicleFiles.ts bulkProgressPayload):
 * for the uploader's progress bar only.
 */
export const VEHICLE_IMPORT_EVENT = 'vehicle.import';

/**
 * What a user may see or do changed (payload {userIds, companyId, reason}): its company was
 * accepted, rejected or assigned, or the user was deactivated or reactivated. The gateway pushes
 * the viewer again to those users (Subscription.viewerChanged), so open pages follow at once.
 */
export const ACCOUNT_CHANGED_EVENT = 'account.changed';
export const ACCOUNT_CHANGE_REASONS = [
  'companyStatus',
  'companyAssigned',
  'userStatus',
  'userRejected',
] as const;
export type AccountChangeReason = (typeof ACCOUNT_CHANGE_REASONS)[number];
export interface AccountChangedPayload {
  /** Every user the change reaches (a company's users, or the one user). */
  userIds: number[];
  companyId: number | null;
  reason: AccountChangeReason;
}

export const EVENT_TYPES = [
  ...VEHICLE_EVENT_TYPES,
  'notification.created',
  VEHICLE_RECORDS_EVENT,
  VEHICLE_IMPORT_EVENT,
  ACCOUNT_CHANGED_EVENT,
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export function isVehicleEvent(type: string): boolean {
  return (VEHICLE_EVENT_TYPES as readonly string[]).includes(type);
}
