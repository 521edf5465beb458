// One row of the api's event outbox as the stream sends it (api/src/events/readEvents.ts).
// Payloads carry ids; the gateway fetches objects as each subscriber may see them. The one
// exception, a 'vehicle.records' event, also carries the record as written and the vehicle's
// counts: only super admins and admins may subscribe to it, and they may see all of it. A
// 'vehicle.import' event carries its progress: only its uploader gets it. An 'account.changed'
// event names the users it reaches: each gets its own viewer, read anew as itself.
import type { EventType } from '@canam/domain/events';

export type GatewayEventType = EventType;

export interface GatewayEvent {
  id: number;
  type: GatewayEventType | string;
  vehicleId: number | null;
  /** The dealer of the offer chain, or the notification's recipient. */
  userId: number | null;
  payload: {
    offerId?: number;
    chainId?: number;
    notificationId?: number;
    kind?: string;
    /** 'vehicle.records' only (subscriptions/vehicleRecordsChanged.ts reads them). */
    created?: boolean;
    record?: unknown;
    counts?: unknown;
    /** 'vehicle.import' only (subscriptions/vehicleImportProgress.ts reads them). */
    upload?: string;
    userId?: number;
    stage?: string;
    done?: number;
    total?: number;
    /** 'account.changed' only (subscriptions/viewerChanged.ts reads them). */
    userIds?: unknown;
    companyId?: unknown;
    reason?: unknown;
  };
  createdAt: string;
}

/** A stream message's data as an event; null for anything else (the `head` marker). */
export function parseEvent(data: string): GatewayEvent | null {
  try {
    const value = JSON.parse(data) as Partial<GatewayEvent>;
    if (typeof value.id !== 'number' || typeof value.type !== 'string') return null;
    return {
      id: value.id,
      type: value.type,
      vehicleId: value.vehicleId ?? null,
      userId: value.userId ?? null,
      payload: (value.payload ?? {}) as GatewayEvent['payload'],
      createdAt: value.createdAt ?? '',
    };
  } catch {
    return null;
  }
}
