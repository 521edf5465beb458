// Reads the outbox in id order for a stream. Ids come from a sequence, so a transaction that
// commits after a later one leaves a gap for a moment: the reader stops before a fresh gap and
// only passes it once it is older than GAP_PATIENCE_MS (then it was a rolled-back transaction).
// Gaps before events older than that are passed at once, so resuming from far back is quick.
// An event's age is measured by the database's clock, so api processes on machines whose clocks
// differ from the database server's still wait the same.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export const GAP_PATIENCE_MS = 3_000;

export interface StoredEvent {
  id: number;
  type: string;
  vehicleId: number | null;
  userId: number | null;
  payload: unknown;
  createdAt: string;
}

export interface EventCursor {
  lastId: number;
  /** When the reader first saw the gap after lastId, if it is waiting on one. */
  gapSince: number | null;
}

export async function readEventsAfter(
  db: Db,
  cursor: EventCursor,
  limit = 500,
): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('event')
    .select(['id', 'type', 'vehicle_id', 'user_id', 'payload', 'created_at'])
    .select(sql<string>`extract(epoch from clock_timestamp() - created_at) * 1000`.as('age_ms'))
    .where('id', '>', String(cursor.lastId))
    .orderBy('id')
    .limit(limit)
    .execute();
  const events: StoredEvent[] = [];
  let expected = cursor.lastId + 1;
  for (const row of rows) {
    const id = Number(row.id);
    const now = Date.now();
    if (id !== expected && Number(row.age_ms) < GAP_PATIENCE_MS) {
      cursor.gapSince ??= now;
      if (now - cursor.gapSince < GAP_PATIENCE_MS) break;
    }
    cursor.gapSince = null;
    events.push({
      id,
      type: row.type,
      vehicleId: row.vehicle_id,
      userId: row.user_id,
      payload: row.payload,
      createdAt: row.created_at.toISOString(),
    });
    cursor.lastId = id;
    expected = id + 1;
  }
  return events;
}

/** The newest event id (0 for none): where a reader that wants only new events starts. */
export async function headEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('event')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * A bounded catch-up read: events after `after` up to and including `until`, in id order. The
 * caller already saw `until` on a live stream, so every gap below it is settled.
 */
export async function readEventsBetween(
  db: Db,
  after: number,
  until: number,
  limit = 500,
): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('event')
    .select(['id', 'type', 'vehicle_id', 'user_id', 'payload', 'created_at'])
    .where('id', '>', String(after))
    .where('id', '<=', String(until))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type,
    vehicleId: row.vehicle_id,
    userId: row.user_id,
    payload: row.payload,
    createdAt: row.created_at.toISOString(),
  }));
}
