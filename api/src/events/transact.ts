// A change and its events in one transaction; this process's streams are woken after commit.
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import type { EventHub } from './hub.ts';
import { recordEvents } from './outbox.ts';
import type { OutboxEvent } from './outbox.ts';

export interface ChangeContext {
  db: Db;
  postgres: boolean;
  hub: EventHub;
}

export async function changeWithEvents<T>(
  context: ChangeContext,
  change: (trx: Transaction<DB>, events: OutboxEvent[]) => Promise<T>,
): Promise<T> {
  const events: OutboxEvent[] = [];
  const result = await context.db.transaction().execute(async (trx) => {
    const value = await change(trx, events);
    await recordEvents(trx, events, context.postgres);
    return value;
  });
  if (events.length) context.hub.wake();
  return result;
}
