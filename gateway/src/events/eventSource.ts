// Reading the api's GET /api/events with undici: one streaming request whose SSE messages are
// handed over as they arrive. Used by the live tail and by the bounded catch-up read.
import { request } from 'undici';
import type { Dispatcher } from 'undici';
import { SseParser } from './sse.ts';
import type { SseMessage } from './sse.ts';

export interface EventsEndpoint {
  apiUrl: string;
  secret: string;
  dispatcher: Dispatcher;
}

export class EventStreamError extends Error {
  override readonly name = 'EventStreamError';
}

/**
 * Streams `/api/events{search}` until the api ends it or `signal` aborts it; `onOpen` is called
 * once the api accepted the stream.
 */
export async function readEventStream(
  endpoint: EventsEndpoint,
  search: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  onMessage: (message: SseMessage) => void,
  onOpen?: () => void,
): Promise<void> {
  const response = await request(`${endpoint.apiUrl}/api/events${search}`, {
    method: 'GET',
    headers: { accept: 'text/event-stream', 'x-events-secret': endpoint.secret, ...headers },
    dispatcher: endpoint.dispatcher,
    signal,
  });
  if (response.statusCode !== 200) {
    await response.body.text().catch(() => undefined);
    throw new EventStreamError(`GET /api/events answered ${response.statusCode}`);
  }
  onOpen?.();
  const parser = new SseParser();
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    for (const message of parser.push(decoder.decode(chunk as Buffer, { stream: true }))) {
      onMessage(message);
    }
  }
}
