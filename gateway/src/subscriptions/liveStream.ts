// A subscription's stream: the events after the subscriber's cursor that `accept` keeps, each
// handed on as a PendingEvent that knows how to resolve itself AS THE SUBSCRIBER (its token, fresh
// loaders). The graphql-ws `subscribe` (sharedSubscribe.ts) resolves and executes each event once
// for every subscriber that would get the same result, and applies the outcome to each: an event
// the api will not show this viewer (403, 404, or nothing found) is skipped; a token the api no
// longer takes (401) closes the socket with 4401 so the client logs in again and resubscribes
// with its last cursor; an api that cannot answer, or a subscriber too far behind, closes it with
// 1013 (try again later), which clients retry.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import type { GatewayEvent } from '../events/gatewayEvent.ts';
import { restStatusOf } from '../rest/HttpError.ts';

export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_TRY_AGAIN_LATER = 1013;

/** A subscription cursor: an event id in decimal, opaque to clients. */
export function parseCursor(after: string | null | undefined): number | null {
  if (after === null || after === undefined || after === '') return null;
  if (!/^\d{1,15}$/.test(after)) {
    throw new GraphQLError('`after` is not a cursor of this subscription', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return Number(after);
}

export function cursorOf(event: GatewayEvent): string {
  return String(event.id);
}

/** One accepted event of one subscription, resolved only when (and where) it is executed. */
export class PendingEvent<T> {
  constructor(
    readonly event: GatewayEvent,
    readonly context: GatewayContext,
    private readonly resolveAs: (event: GatewayEvent) => Promise<T | null>,
  ) {}

  /** The event's model as the subscriber sees it, with fresh loaders; null: not for it. */
  resolve(): Promise<T | null> {
    this.context.renewLoaders();
    return this.resolveAs(this.event);
  }
}

export function isPendingEvent(value: unknown): value is PendingEvent<unknown> {
  return value instanceof PendingEvent;
}

/**
 * Thrown while resolving an event to end that one subscription with `error` (its last result),
 * the socket and the subscriber's other subscriptions going on: viewerChanged after the viewer
 * was deactivated (UNAUTHENTICATED).
 */
export class EndOfSubscription extends Error {
  override readonly name = 'EndOfSubscription';
  constructor(readonly error: GraphQLError) {
    super(error.message);
  }
}

/** What the api's refusal of an event means for the subscriber: skip it, or close the socket. */
export function refusalOutcome(error: unknown): { close: number; reason: string } | null {
  const status = restStatusOf(error);
  if (status === 401) return { close: CLOSE_UNAUTHORIZED, reason: 'Unauthorized' };
  if (status !== null && status < 500) return null;
  return { close: CLOSE_TRY_AGAIN_LATER, reason: 'The REST api is unavailable' };
}

export function liveStream<T>(
  context: GatewayContext,
  after: string | null | undefined,
  accept: (event: GatewayEvent) => boolean,
  resolve: (event: GatewayEvent) => Promise<T | null>,
): AsyncIterableIterator<PendingEvent<T>> {
  if (!context.live) {
    throw new GraphQLError('Live events are not available', {
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  }
  // The feed drops what the subscriber does not accept before it wakes this loop.
  const events = context.live.feed.subscribe(parseCursor(after), accept);
  const generator = (async function* () {
    for await (const event of events) yield new PendingEvent(event, context, resolve);
    // Too far behind: the client comes back with its cursor and catches up from the api.
    if (events.overflowed) context.closeSocket?.(CLOSE_TRY_AGAIN_LATER, 'Too far behind');
  })();
  // return() must end the feed subscription at once, even while the generator waits for an event.
  return {
    next: () => generator.next(),
    async return() {
      await events.return();
      return generator.return(undefined);
    },
    async throw(error?: unknown) {
      await events.return();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
