// Subscriptions that resume where they left off. Each event carries an opaque `cursor`; the last
// one seen becomes the operation's `after`, so a resubscription after a lost connection (a gateway
// restart) receives what happened in between. A socket closed with 4401 (token refused) gets a
// fresh session and a new subscription; other failures end it.
import type { Client, FormattedExecutionResult, Sink } from 'graphql-ws';

type Result = FormattedExecutionResult<Record<string, unknown>, unknown>;

export const UNAUTHORIZED_CLOSE = 4401;

interface ResumeOptions {
  /** Restores the session (refresh token); false when the session ended. */
  refresh: () => Promise<boolean>;
}

function closeCode(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'code' in error
    ? Number((error as { code: unknown }).code)
    : null;
}

/** The `cursor` of the event's root field ({ offerEvents: { cursor, … } }). */
export function eventCursor(result: Result): string | null {
  const data = result.data as Record<string, unknown> | null | undefined;
  const root = data ? Object.values(data)[0] : undefined;
  const cursor = (root as { cursor?: unknown } | null | undefined)?.cursor;
  return typeof cursor === 'string' ? cursor : null;
}

export function resumableSubscribe(
  client: Pick<Client, 'subscribe'>,
  /** graphql-ws's payload: a persisted operation's `documentId` with an empty `query`. */
  request: {
    operationName: string;
    query: string;
    documentId?: string;
    variables: Record<string, unknown>;
  },
  sink: Sink<Result>,
  { refresh }: ResumeOptions,
): () => void {
  let cursor = (request.variables.after as string | null | undefined) ?? null;
  let stop: (() => void) | null = null;
  let disposed = false;
  let refreshedSinceEvent = false;

  const start = () => {
    // graphql-ws re-sends this very payload object when it reconnects on its own (its retry
    // loop), so keeping `after` current on it makes those retries resume too.
    const payload = { ...request, variables: { ...request.variables, after: cursor } };
    stop = client.subscribe<Record<string, unknown>, unknown>(payload, {
      next: (result) => {
        const seen = eventCursor(result);
        if (seen) {
          cursor = seen;
          payload.variables = { ...request.variables, after: cursor };
        }
        refreshedSinceEvent = false;
        sink.next(result);
      },
      error: (error) => {
        if (disposed) return;
        if (closeCode(error) !== UNAUTHORIZED_CLOSE || refreshedSinceEvent) {
          sink.error(error);
          return;
        }
        // The token expired while connected: one refresh, then the same subscription again.
        refreshedSinceEvent = true;
        void refresh().then((ok) => {
          if (disposed) return;
          if (ok) start();
          else sink.error(error);
        });
      },
      complete: () => {
        if (!disposed) sink.complete();
      },
    });
  };

  start();
  return () => {
    disposed = true;
    stop?.();
  };
}
