// The gateway's live events: one tail of the api's stream, a ring of recent events, and per
// subscriber an ordered iterator that first replays what it missed (after its cursor: from the
// ring, or from the api's catch-up read when the cursor is older than the ring) and then goes
// on live, each event once, in id order.
import { Agent } from 'undici';
import type { Dispatcher } from 'undici';
import { readMissedEvents } from './catchUp.ts';
import { EventRing } from './eventRing.ts';
import type { EventsEndpoint } from './eventSource.ts';
import { startEventTail } from './eventTail.ts';
import type { GatewayEvent } from './gatewayEvent.ts';
import { EventSubscription, type EventFilter } from './eventSubscription.ts';

export interface EventFeedOptions {
  apiUrl: string;
  secret: string;
  dispatcher?: Dispatcher;
  ringSize?: number;
  onError?(error: unknown): void;
}

export interface EventFeed {
  /** Resolves once the tail knows where the api's stream stands. */
  ready: Promise<void>;
  /** Events after `after` (an event id), or from now on when null; only those `accepts` wants. */
  subscribe(after: number | null, accepts?: EventFilter): EventSubscription;
  /** The newest event id passed on (null until the tail knows where the stream stands). */
  head(): number | null;
  /** The tail of the api's stream is connected and knows where the stream stands. */
  connected(): boolean;
  /**
   * A cursor at most `maxEvents` behind the head whose events are all still in memory, so that
   * subscribing after it replays them without asking the api (null until the tail started).
   */
  recent(maxEvents: number): number | null;
  close(): Promise<void>;
}

const RETRY_MS = 500;

export function createEventFeed(options: EventFeedOptions): EventFeed {
  const own = options.dispatcher
    ? null
    : new Agent({ connections: 8, headersTimeout: 10_000, bodyTimeout: 60_000 });
  const endpoint: EventsEndpoint = {
    apiUrl: options.apiUrl.replace(/\/+$/, ''),
    secret: options.secret,
    dispatcher: options.dispatcher ?? own!,
  };
  const ring = new EventRing(options.ringSize);
  const subscribers = new Set<EventSubscription>();
  let head: number | null = null;
  let closed = false;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const tail = startEventTail(endpoint, {
    onHead(headId) {
      head = headId;
      ring.startAt(headId);
      markReady();
    },
    onEvent(event) {
      head = event.id;
      ring.push(event);
      for (const subscriber of subscribers) subscriber.offerLive(event);
    },
    onError: options.onError,
  });

  /** Replays the events after `after` into `subscriber`, then lets live events through. */
  async function replay(subscriber: EventSubscription, after: number | null) {
    await ready;
    if (after === null || after >= head!) {
      subscriber.finishReplay(after ?? head!);
      return;
    }
    let from = after;
    while (!subscriber.closed && !closed) {
      const covered = ring.coveredFrom!;
      if (from >= covered) {
        subscriber.replay(ring.since(from));
        subscriber.finishReplay(from);
        return;
      }
      try {
        const missed = await readMissedEvents(endpoint, from, covered);
        subscriber.replay(missed);
        from = covered;
      } catch (error) {
        options.onError?.(error);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  return {
    ready,
    subscribe(after, accepts) {
      const subscription = new EventSubscription(
        after,
        () => subscribers.delete(subscription),
        accepts,
      );
      subscribers.add(subscription);
      // From now on: where the stream stands at this very moment (no await in between).
      if (after === null && head !== null) subscription.finishReplay(head);
      else void replay(subscription, after);
      return subscription;
    },
    head: () => head,
    connected: () => tail.connected() && head !== null,
    recent(maxEvents) {
      if (head === null || ring.coveredFrom === null) return null;
      return Math.max(ring.coveredFrom, head - maxEvents);
    },
    async close() {
      closed = true;
      tail.close();
      for (const subscriber of subscribers) void subscriber.return();
      await own?.close().catch(() => undefined);
    },
  };
}

export type { GatewayEvent };
