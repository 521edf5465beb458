// The one tail of the api's event stream per gateway process. It starts at the api's newest
// event (?after=head), and after a dropped connection resumes with Last-Event-ID, waiting a
// little longer after each failure (backoff), so no event is lost or seen twice.
import type { SseMessage } from './sse.ts';
import { parseEvent } from './gatewayEvent.ts';
import type { GatewayEvent } from './gatewayEvent.ts';
import { readEventStream } from './eventSource.ts';
import type { EventsEndpoint } from './eventSource.ts';

export interface EventTailHandlers {
  /** The newest event id when the tail first connects: nothing after it will be missed. */
  onHead(headId: number): void;
  onEvent(event: GatewayEvent): void;
  onError?(error: unknown): void;
}

export interface EventTail {
  /** The id of the last event seen (the head until an event comes). */
  lastId(): number | null;
  /** The api's stream is open now (GET /readyz of the gateway). */
  connected(): boolean;
  close(): void;
}

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

export function startEventTail(endpoint: EventsEndpoint, handlers: EventTailHandlers): EventTail {
  const abort = new AbortController();
  let lastId: number | null = null;
  let connected = false;
  let delay = FIRST_DELAY_MS;

  const onMessage = (message: SseMessage) => {
    const id = message.id === null ? NaN : Number(message.id);
    if (!Number.isInteger(id)) return;
    if (message.event === 'head') {
      if (lastId === null) {
        lastId = id;
        handlers.onHead(id);
      }
      return;
    }
    const event = parseEvent(message.data);
    if (!event || (lastId !== null && event.id <= lastId)) return;
    lastId = event.id;
    delay = FIRST_DELAY_MS;
    handlers.onEvent(event);
  };

  void (async () => {
    while (!abort.signal.aborted) {
      const resume = lastId === null ? null : String(lastId);
      try {
        await readEventStream(
          endpoint,
          resume === null ? '?after=head' : '',
          resume === null ? {} : { 'last-event-id': resume },
          abort.signal,
          onMessage,
          () => (connected = true),
        );
        delay = FIRST_DELAY_MS;
      } catch (error) {
        if (abort.signal.aborted) return;
        handlers.onError?.(error);
      } finally {
        connected = false;
      }
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  })();

  return {
    lastId: () => lastId,
    connected: () => connected,
    close: () => abort.abort(),
  };
}
