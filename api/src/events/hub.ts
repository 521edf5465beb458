// Wakes the event streams of this process when new events are committed: LISTEN on a
// PostgreSQL server (events of every api process), an in-process signal on PGlite.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { EVENTS_CHANNEL } from './outbox.ts';

export interface EventHub {
  /** Called after a commit that wrote events (PGlite; on PostgreSQL, NOTIFY does it). */
  wake(): void;
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
}

/** An in-process hub only (PGlite, tests). */
export function localEventHub(): EventHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    wake: () => void emitter.emit('wake'),
    subscribe(listener) {
      emitter.on('wake', listener);
      return () => void emitter.off('wake', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** The hub of one process; with a databaseUrl it also LISTENs for commits of other processes. */
export async function createEventHub(databaseUrl = ''): Promise<EventHub> {
  const local = localEventHub();
  if (!databaseUrl) return local;
  // A dedicated connection: LISTEN holds it for the life of the process.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  client.on('notification', () => local.wake());
  // A lost LISTEN connection is not fatal: streams also poll.
  client.on('error', () => undefined);
  await client.query(`LISTEN ${EVENTS_CHANNEL}`);
  return {
    ...local,
    async close() {
      await local.close();
      await client.end().catch(() => undefined);
    },
  };
}
