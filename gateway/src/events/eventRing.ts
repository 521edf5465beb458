// The recent events this gateway process saw, in id order, with the id after which it holds
// every event (coveredFrom): a subscriber resuming after that id is served from memory; one
// resuming from further back needs the api's catch-up read for the older part.
import type { GatewayEvent } from './gatewayEvent.ts';

export class EventRing {
  private events: GatewayEvent[] = [];
  /** Every event with an id above this one is in the ring (null until the tail started). */
  coveredFrom: number | null = null;

  constructor(private readonly capacity = 10_000) {}

  /** Where the tail starts: nothing after `headId` has been missed. */
  startAt(headId: number): void {
    this.coveredFrom ??= headId;
  }

  push(event: GatewayEvent): void {
    this.events.push(event);
    if (this.events.length > this.capacity) {
      const dropped = this.events.splice(0, this.events.length - this.capacity);
      this.coveredFrom = dropped.at(-1)!.id;
    }
  }

  /** The events after `afterId`, oldest first (only meaningful when afterId >= coveredFrom). */
  since(afterId: number): GatewayEvent[] {
    let low = 0;
    let high = this.events.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.events[middle]!.id <= afterId) low = middle + 1;
      else high = middle;
    }
    return this.events.slice(low);
  }
}
