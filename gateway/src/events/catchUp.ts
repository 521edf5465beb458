// The bounded catch-up read: the events after `after` up to `until` (an id this gateway already
// saw live), from GET /api/events?after=&until=, which ends by itself.
import { parseEvent } from './gatewayEvent.ts';
import type { GatewayEvent } from './gatewayEvent.ts';
import { EventStreamError, readEventStream } from './eventSource.ts';
import type { EventsEndpoint } from './eventSource.ts';

const TIMEOUT_MS = 15_000;

export async function readMissedEvents(
  endpoint: EventsEndpoint,
  after: number,
  until: number,
): Promise<GatewayEvent[]> {
  const events: GatewayEvent[] = [];
  await readEventStream(
    endpoint,
    `?after=${after}&until=${until}`,
    {},
    AbortSignal.timeout(TIMEOUT_MS),
    (message) => {
      const event = parseEvent(message.data);
      if (event && event.id > after && event.id <= until) events.push(event);
    },
  );
  // `until` is an event this gateway saw: an answer that stops short of it was cut.
  if (until > after && events.at(-1)?.id !== until) {
    throw new EventStreamError(`the catch-up read after ${after} stopped before ${until}`);
  }
  return events;
}
