// The outbox: every change someone may be watching is written to the event table in the same
// transaction as the change (DESIGN.md, events). On a PostgreSQL server the NOTIFY is delivered
// at commit and wakes every api process's stream; on PGlite the hub is woken in-process.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { EventType } from '@canam/domain/events';
import type { DB } from '../db/schema.ts';

export type { EventType };

export const EVENTS_CHANNEL = 'canam_events';

export interface OutboxEvent {
  type: EventType;
  vehicleId?: number | null;
  /** The user the event concerns (the dealer of an offer chain, a notification's recipient). */
  userId?: number | null;
  payload?: Record<string, unknown>;
}

export async function recordEvents(
  trx: Transaction<DB>,
  events: OutboxEvent[],
  postgres: boolean,
): Promise<void> {
  if (!events.length) return;
  await trx
    .insertInto('event')
    .values(
      events.map((event) => ({
        type: event.type,
        vehicle_id: event.vehicleId ?? null,
        user_id: event.userId ?? null,
        payload: JSON.stringify(event.payload ?? {}),
        // The time of the insert, not of the transaction's start: readers time the gap before a
        // later id from it (readEvents.ts), and a long transaction must not look old already.
        created_at: sql<Date>`clock_timestamp()`,
      })),
    )
    .execute();
  if (postgres) await sql`SELECT pg_notify(${EVENTS_CHANNEL}, '')`.execute(trx);
}
