// What a request with an Idempotency-Key does before its handler: claim the key and run, or
// answer the first request's stored result; a key used with another request is a 422, and a
// duplicate of a request still in progress waits for its answer (a 409 after the bound).
import { setTimeout as pause } from 'node:timers/promises';
import type { Db } from '../db/database.ts';
import { ApiError, conflict } from '../errors.ts';
import { claimKey, readKey } from './keyStore.ts';
import type { KeyScope } from './keyStore.ts';
import { IDEMPOTENCY_MESSAGES, WAIT_TIMING } from './rules.ts';
import type { WaitTiming } from './rules.ts';

export type KeyOutcome =
  { kind: 'claimed'; claim: string } | { kind: 'replay'; statusCode: number; body: string };

export interface WaitOptions extends WaitTiming {
  /** Waits between two looks at the row (tests pass one they control). */
  wait?: (ms: number) => Promise<unknown>;
}

export async function claimOrReplay(
  db: Db,
  scope: KeyScope,
  options: WaitOptions = WAIT_TIMING,
): Promise<KeyOutcome> {
  const wait = options.wait ?? pause;
  const deadline = Date.now() + options.boundMs;
  for (;;) {
    const claim = await claimKey(db, scope);
    if (claim) return { kind: 'claimed', claim };
    const stored = await readKey(db, scope);
    if (stored && stored.fingerprint !== scope.fingerprint) {
      throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.reused);
    }
    if (stored && stored.statusCode !== null && stored.responseBody !== null) {
      return { kind: 'replay', statusCode: stored.statusCode, body: stored.responseBody };
    }
    if (Date.now() >= deadline)
      throw conflict('IDEMPOTENCY_KEY_IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress);
    // In progress: look again shortly. Gone: the first request failed and gave the key back, so
    // claim it at once.
    if (stored) await wait(options.pollMs);
  }
}
