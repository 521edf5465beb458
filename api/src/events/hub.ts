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

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * The hub of one process; with a databaseUrl it also LISTENs for commits of other processes on
 * a dedicated connection. A lost connection (a server restart, a failover) is opened again with
 * backoff, and the streams are woken then, since a commit may have come in between; meanwhile
 * the streams' own poll keeps them going.
 */
export async function createEventHub(
  databaseUrl = '',
  onLost: (error: unknown) => void = () => undefined,
): Promise<EventHub> {
  const local = localEventHub();
  if (!databaseUrl) return local;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;

  const listen = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', () => local.wake());
    // An error on the connection ends it too ('end' below); a failed connect is thrown.
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.once('end', () => {
      if (client === next) client = undefined;
      if (closed) return;
      onLost(new Error('the LISTEN connection to PostgreSQL ended'));
      reconnectLater();
    });
    client = next;
  };
  const reconnectLater = () => {
    retry = setTimeout(() => {
      listen().then(
        () => {
          delay = RECONNECT_FIRST_MS;
          local.wake();
        },
        () => {
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          if (!closed) reconnectLater();
        },
      );
    }, delay);
    retry.unref();
  };

  await listen();
  return {
    ...local,
    async close() {
      closed = true;
      clearTimeout(retry);
      await local.close();
      await client?.end().catch(() => undefined);
    },
  };
}
