// The idempotent_request rows: claiming a caller's key for one request, reading it, storing the
// answer or releasing the claim (only by the request that holds it), and forgetting old keys.
// Every step is one statement, so several api processes on one database agree.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { ABANDONED_AFTER_MS, KEY_LIFETIME_MS } from './rules.ts';

/** A caller's key and the fingerprint of the request that presents it. */
export interface KeyScope {
  userId: number;
  key: string;
  fingerprint: string;
}

export interface StoredKey {
  fingerprint: string;
  statusCode: number | null;
  responseBody: string | null;
}

/**
 * Claims the key for this request and returns the claim's token, or null when another request
 * holds it. A key past its 24 hours is claimed anew; so is a claim of this same request that was
 * abandoned without an answer (its process died).
 */
export async function claimKey(db: Db, scope: KeyScope, now = new Date()): Promise<string | null> {
  const claim = randomUUID();
  const row = await db
    .insertInto('idempotent_request')
    .values({
      user_id: scope.userId,
      key: scope.key,
      fingerprint: scope.fingerprint,
      claim,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'key'])
        .doUpdateSet({
          fingerprint: scope.fingerprint,
          claim,
          status_code: null,
          response_body: null,
          created_at: now,
        })
        .where((eb) =>
          eb.or([
            eb('idempotent_request.created_at', '<=', new Date(now.getTime() - KEY_LIFETIME_MS)),
            eb.and([
              eb('idempotent_request.status_code', 'is', null),
              eb('idempotent_request.fingerprint', '=', scope.fingerprint),
              eb(
                'idempotent_request.created_at',
                '<=',
                new Date(now.getTime() - ABANDONED_AFTER_MS),
              ),
            ]),
          ]),
        ),
    )
    .returning('claim')
    .executeTakeFirst();
  return row?.claim === claim ? claim : null;
}

export async function readKey(db: Db, scope: KeyScope): Promise<StoredKey | undefined> {
  const row = await db
    .selectFrom('idempotent_request')
    .select(['fingerprint', 'status_code', 'response_body'])
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .executeTakeFirst();
  return (
    row && {
      fingerprint: row.fingerprint,
      statusCode: row.status_code,
      responseBody: row.response_body,
    }
  );
}

/** Stores the answer of the request that holds the claim (a later claimant's row is left alone). */
export async function storeAnswer(
  db: Db,
  scope: KeyScope,
  claim: string,
  answer: { statusCode: number; body: string },
): Promise<void> {
  await db
    .updateTable('idempotent_request')
    .set({ status_code: answer.statusCode, response_body: answer.body })
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .where('claim', '=', claim)
    .execute();
}

/** Gives the key back (the request failed on the server's side), so a retry runs again. */
export async function releaseClaim(db: Db, scope: KeyScope, claim: string): Promise<void> {
  await db
    .deleteFrom('idempotent_request')
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .where('claim', '=', claim)
    .execute();
}

/** Deletes the keys past their 24 hours; returns how many. */
export async function forgetExpiredKeys(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('idempotent_request')
    .where('created_at', '<=', new Date(now.getTime() - KEY_LIFETIME_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
