// One subscriber's ordered queue of events. While its missed events are replayed, live events
// are held back; each event is delivered once, in id order (anything at or below the last
// delivered id is dropped). A subscriber that falls too far behind is ended (overflowed), so
// its client resubscribes with its cursor instead of the gateway holding events without bound.
// Events the subscriber does not want (`accepts`) are dropped here, before they wake it: a
// thousand guests watching vehicles do no work for a notification meant for one dealer.
import type { GatewayEvent } from './gatewayEvent.ts';

export const MAX_QUEUED_EVENTS = 10_000;

/** Which events a subscriber wants; the others are never queued for it. */
export type EventFilter = (event: GatewayEvent) => boolean;

const EVERY_EVENT: EventFilter = () => true;

export class EventSubscription implements AsyncIterableIterator<GatewayEvent> {
  closed = false;
  overflowed = false;
  private lastId: number;
  private queue: GatewayEvent[] = [];
  private held: GatewayEvent[] | null = [];
  private waiting: ((result: IteratorResult<GatewayEvent>) => void) | null = null;

  constructor(
    after: number | null,
    private readonly onClose: () => void,
    private readonly accepts: EventFilter = EVERY_EVENT,
  ) {
    this.lastId = after ?? -1;
  }

  /** A live event from the tail. */
  offerLive(event: GatewayEvent): void {
    if (!this.wants(event)) return;
    if (!this.held) this.deliver(event);
    else if (this.held.length < MAX_QUEUED_EVENTS) this.held.push(event);
    else {
      this.overflowed = true;
      void this.return();
    }
  }

  /** Missed events, oldest first. */
  replay(events: readonly GatewayEvent[]): void {
    for (const event of events) if (this.wants(event)) this.deliver(event);
  }

  /** Replay is over: everything after `lastId` that came live meanwhile goes out now. */
  finishReplay(lastId: number): void {
    this.lastId = Math.max(this.lastId, lastId);
    const held = this.held ?? [];
    this.held = null;
    for (const event of held) this.deliver(event);
  }

  /**
   * Every event is filtered once, where it comes in (live or replayed). A filter that throws
   * ends this subscription only: the feed goes on for the others.
   */
  private wants(event: GatewayEvent): boolean {
    try {
      return this.accepts(event);
    } catch {
      void this.return();
      return false;
    }
  }

  private deliver(event: GatewayEvent): void {
    if (this.closed || event.id <= this.lastId) return;
    this.lastId = event.id;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value: event, done: false });
    } else if (this.queue.length + (this.held?.length ?? 0) >= MAX_QUEUED_EVENTS) {
      this.overflowed = true;
      void this.return();
    } else {
      this.queue.push(event);
    }
  }

  next(): Promise<IteratorResult<GatewayEvent>> {
    const event = this.queue.shift();
    if (event) return Promise.resolve({ value: event, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<GatewayEvent>> {
    if (!this.closed) {
      this.closed = true;
      this.queue = [];
      this.onClose();
      this.waiting?.({ value: undefined, done: true });
      this.waiting = null;
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
