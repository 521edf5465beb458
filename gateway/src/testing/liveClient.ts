// A graphql-ws subscriber for tests and the bench: it collects every event with the time it
// arrived, and resumes after a dropped socket by resubscribing with the last cursor it received
// as `after` (graphql-ws resends the same payload object on retry, so updating its variables is
// enough). Close codes, errors and the server's end of the subscription are recorded, so a test
// can assert them.
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { operationPayload } from './ws.ts';

export interface LiveEvent<T> {
  data: T;
  receivedAt: number;
}

export interface LiveSubscriber<T> {
  events: LiveEvent<T>[];
  errors: unknown[];
  closeCodes: number[];
  /** The server ended the subscription (graphql-ws `complete`). */
  readonly completed: boolean;
  /** The first event (received or still to come) that `match` accepts. */
  waitFor(match: (data: T) => boolean, timeoutMs?: number): Promise<T>;
  /** Resolves once the socket was acknowledged (the subscription is then being set up). */
  connected: Promise<void>;
  dispose(): Promise<void>;
}

export interface LiveSubscriberOptions {
  connectionParams?: Record<string, unknown>;
  /** How often to reconnect after a dropped socket (0: never). */
  retryAttempts?: number;
  retryWaitMs?: number;
  /** Where each event's cursor is: the default reads `cursor` of the operation's only field. */
  cursorOf?: (data: object) => string | null;
}

/** The `cursor` of the operation's only field, as the live subscriptions carry it. */
export function firstFieldCursor(data: object): string | null {
  const field = Object.values(data)[0] as { cursor?: unknown } | undefined;
  return typeof field?.cursor === 'string' ? field.cursor : null;
}

export function subscribeLive<T extends object>(
  httpUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: LiveSubscriberOptions = {},
): LiveSubscriber<T> {
  const events: LiveEvent<T>[] = [];
  const errors: unknown[] = [];
  const closeCodes: number[] = [];
  const waiters = new Set<() => void>();
  let completed = false;
  let markConnected!: () => void;
  const connected = new Promise<void>((resolve) => (markConnected = resolve));
  const client: Client = createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: options.connectionParams ?? {},
    retryAttempts: options.retryAttempts ?? 0,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, options.retryWaitMs ?? 200)),
    shouldRetry: () => true,
    on: {
      connected: () => markConnected(),
      closed: (event) => void closeCodes.push((event as { code: number }).code),
    },
  });
  // The payload graphql-ws sends again on every resubscription: `after` follows the events.
  const payload = {
    ...operationPayload(query, options.connectionParams),
    variables: { ...variables } as Record<string, unknown>,
  };
  const cursorOf = options.cursorOf ?? firstFieldCursor;
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  const unsubscribe = client.subscribe<T>(payload, {
    next(result) {
      if (result.errors) errors.push(...result.errors);
      if (!result.data) return notify();
      const cursor = cursorOf(result.data);
      if (cursor !== null) payload.variables.after = cursor;
      events.push({ data: result.data, receivedAt: performance.now() });
      notify();
    },
    error(error) {
      errors.push(error);
      notify();
    },
    complete() {
      completed = true;
      notify();
    },
  });

  return {
    events,
    errors,
    closeCodes,
    get completed() {
      return completed;
    },
    connected,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = events.find((event) => match(event.data));
          if (!found) return;
          cleanup();
          resolve(found.data);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms (${events.length} received)`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async dispose() {
      unsubscribe();
      await client.dispose();
    },
  };
}
