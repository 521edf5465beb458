// The per-token rate limit: requests counted per fixed minute in access_token_rate by one atomic
// upsert, so every api process on the same database shares the count (ACCESS_TOKEN_LIMITS).
import { sql } from 'kysely';
import { ACCESS_TOKEN_LIMITS } from '@canam/domain/accessTokens';
import type { Db } from '../db/database.ts';

const WINDOW_MS = 60_000;

export interface TokenRateAnswer {
  allowed: boolean;
  /** Seconds until the window ends (the Retry-After of a refusal). */
  retryAfterSeconds: number;
}

/** Counts one request of the token; refused once the minute's limit is passed. */
export async function countTokenRequest(
  db: Db,
  tokenId: number,
  limit: number = ACCESS_TOKEN_LIMITS.requestsPerMinute,
  now = Date.now(),
): Promise<TokenRateAnswer> {
  const windowStart = new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);
  const row = await db
    .insertInto('access_token_rate')
    .values({ token_id: tokenId, window_start: windowStart, requests: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['token_id', 'window_start'])
        .doUpdateSet({ requests: sql`access_token_rate.requests + 1` }),
    )
    .returning('requests')
    .executeTakeFirstOrThrow();
  // The first request of a window drops the token's older windows.
  if (row.requests === 1) {
    await db
      .deleteFrom('access_token_rate')
      .where('token_id', '=', tokenId)
      .where('window_start', '<', windowStart)
      .execute();
  }
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000),
  );
  return { allowed: row.requests <= limit, retryAfterSeconds };
}
