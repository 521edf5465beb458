// The rules of an Idempotency-Key, as Stripe defines them: the key's shape, how long it lives,
// how long a duplicate waits for the first request's answer, and the texts of the refusals.

/** 1 to 255 printable ASCII characters (no control characters, nothing outside ASCII). */
export const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/** A key answers its first request's result for 24 hours; after that it may be used anew. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** How a duplicate of a request still in progress waits for its answer. */
export interface WaitTiming {
  /** Give up with a 409 after this long. */
  boundMs: number;
  /** Look at the key's row again after this long. */
  pollMs: number;
}

export const WAIT_TIMING: WaitTiming = { boundMs: 30_000, pollMs: 100 };

/**
 * A claim without an answer this long after it was made belongs to a request whose process died
 * (or lost its database) between claiming and answering; the same request may then run again.
 * Twice the wait bound, so a duplicate never takes over a request it could still be waiting for.
 */
export const ABANDONED_AFTER_MS = 2 * WAIT_TIMING.boundMs;

/** The answer header of a replayed request (Stripe's name). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters',
  reused: 'This Idempotency-Key was already used with a different request',
  inProgress: 'A request with this Idempotency-Key is still in progress',
} as const;
