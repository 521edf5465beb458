// Claiming a key on the real database: a duplicate waits for the first request's answer (or a
// 409 after the bound), claims a key the first gave back, takes over a claim abandoned by a dead
// process only for the same request, and a key past its 24 hours is used anew and forgotten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { userId } from '../testing/offers.ts';
import { createTestApi, type TestApi } from '../testing/testApi.ts';
import { claimOrReplay } from './claimOrReplay.ts';
import { claimKey, forgetExpiredKeys, readKey, releaseClaim, storeAnswer } from './keyStore.ts';
import type { KeyScope } from './keyStore.ts';
import { ABANDONED_AFTER_MS, IDEMPOTENCY_MESSAGES, KEY_LIFETIME_MS } from './rules.ts';

let api: TestApi;
let buyerId: number;
beforeAll(async () => {
  api = await createTestApi();
  buyerId = await userId(api.database.db, 'buyer@canam.test');
});
afterAll(() => api?.close());

const db = () => api.database.db;
const scopeOf = (key: string, fingerprint = 'a'.repeat(64)): KeyScope => ({
  userId: buyerId,
  key,
  fingerprint,
});
const ago = (ms: number) => new Date(Date.now() - ms);
const answer = { statusCode: 200, body: '{"id":1}' };

/** A wait the test controls: `reached` settles when the duplicate starts waiting. */
function controlledWait() {
  let reached!: () => void;
  let resume!: () => void;
  const waiting = new Promise<void>((resolve) => (reached = resolve));
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  return {
    waiting,
    resume,
    options: {
      boundMs: 30_000,
      pollMs: 1,
      wait: () => {
        reached();
        return resumed;
      },
    },
  };
}

async function refusalOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('a duplicate of a request in progress', () => {
  it("waits for the first request's answer and replays it", async () => {
    const scope = scopeOf('waits');
    const first = await claimKey(db(), scope);
    expect(first).not.toBeNull();
    const wait = controlledWait();
    const duplicate = claimOrReplay(db(), scope, wait.options);
    await wait.waiting;
    await storeAnswer(db(), scope, first!, answer);
    wait.resume();
    expect(await duplicate).toEqual({ kind: 'replay', ...answer });
  });

  it('claims the key itself when the first request gives it back', async () => {
    const scope = scopeOf('given-back');
    const first = await claimKey(db(), scope);
    const wait = controlledWait();
    const duplicate = claimOrReplay(db(), scope, wait.options);
    await wait.waiting;
    await releaseClaim(db(), scope, first!);
    wait.resume();
    const outcome = await duplicate;
    expect(outcome.kind).toBe('claimed');
  });

  it('gives up with 409 once the bound has passed', async () => {
    const scope = scopeOf('still-running');
    await claimKey(db(), scope);
    const refusal = await refusalOf(claimOrReplay(db(), scope, { boundMs: 0, pollMs: 1 }));
    expect(refusal.statusCode).toBe(409);
    expect(refusal.message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
  });

  it('is refused with 422 when it is another request, without waiting', async () => {
    const scope = scopeOf('other-request');
    await claimKey(db(), scope);
    const other = claimOrReplay(db(), { ...scope, fingerprint: 'b'.repeat(64) });
    expect((await refusalOf(other)).statusCode).toBe(422);
  });
});

describe('a claim abandoned by a dead process', () => {
  it('is taken over by the same request only, and the late first cannot store over it', async () => {
    const scope = scopeOf('abandoned');
    const dead = await claimKey(db(), scope, ago(ABANDONED_AFTER_MS + 1_000));
    const other = claimOrReplay(db(), { ...scope, fingerprint: 'b'.repeat(64) });
    expect((await refusalOf(other)).statusCode).toBe(422);
    const outcome = await claimOrReplay(db(), scope);
    expect(outcome.kind).toBe('claimed');
    await storeAnswer(db(), scope, dead!, answer);
    expect((await readKey(db(), scope))?.statusCode).toBeNull();
  });

  it('is not taken over while it is recent', async () => {
    const scope = scopeOf('recent');
    await claimKey(db(), scope, ago(ABANDONED_AFTER_MS - 5_000));
    expect(await claimKey(db(), scope)).toBeNull();
  });
});

describe('a key past its 24 hours', () => {
  it('may be used for another request, and the expiry job forgets it', async () => {
    const reused = scopeOf('yesterday');
    const old = await claimKey(db(), reused, ago(KEY_LIFETIME_MS + 1_000));
    await storeAnswer(db(), reused, old!, answer);
    const outcome = await claimOrReplay(db(), { ...reused, fingerprint: 'b'.repeat(64) });
    expect(outcome.kind).toBe('claimed');

    const forgotten = scopeOf('forgotten');
    await claimKey(db(), forgotten, ago(KEY_LIFETIME_MS + 1_000));
    const kept = scopeOf('kept');
    await claimKey(db(), kept, ago(KEY_LIFETIME_MS - 60_000));
    expect(await forgetExpiredKeys(db())).toBeGreaterThanOrEqual(1);
    expect(await readKey(db(), forgotten)).toBeUndefined();
    expect(await readKey(db(), kept)).toBeDefined();
  });
});
