// Who a personal access token speaks for: its owner, when the token is known, neither revoked nor
// expired, and the owner still active; null otherwise (the caller answers 401). last_used_at is
// written at most once a minute per token, not on every request.
import { ACCESS_TOKEN_LIMITS, isAccessTokenScope } from '@canam/domain/accessTokens';
import type { AccessTokenScope } from '@canam/domain/accessTokens';
import { USER_STATUS } from '@canam/domain/statuses';
import type { CompanyStatusCode } from '@canam/domain/statuses';
import type { Db } from '../db/database.ts';
import { loadViewerRoles, type Viewer } from './viewer.ts';
import { hashOfToken } from './accessTokenSecret.ts';

export async function viewerOfAccessToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<Viewer | null> {
  const row = await db
    .selectFrom('access_token as t')
    .innerJoin('app_user as u', 'u.id', 't.user_id')
    .leftJoin('company as c', 'c.id', 'u.company_id')
    .select([
      't.id as token_id',
      't.scopes',
      't.expires_at',
      't.revoked_at',
      't.last_used_at',
      'u.id',
      'u.status',
      'u.company_id',
      'c.status as company_status',
    ])
    .where('t.token_hash', '=', hashOfToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at.getTime() <= now.getTime()) return null;
  if (row.status !== USER_STATUS.ACTIVE) return null;
  await touchLastUsed(db, row.token_id, row.last_used_at, now);
  return {
    id: row.id,
    sessionId: null,
    accessToken: {
      id: row.token_id,
      scopes: row.scopes.filter(isAccessTokenScope) as AccessTokenScope[],
    },
    roles: await loadViewerRoles(db, row.id),
    companyId: row.company_id,
    companyStatus: (row.company_status as CompanyStatusCode | null) ?? null,
  };
}

/** Records the use when the stored one is older than the resolution (one write a minute at most). */
async function touchLastUsed(db: Db, tokenId: number, lastUsedAt: Date | null, now: Date) {
  const stale = now.getTime() - ACCESS_TOKEN_LIMITS.lastUsedResolutionMs;
  if (lastUsedAt && lastUsedAt.getTime() > stale) return;
  await db
    .updateTable('access_token')
    .set({ last_used_at: now })
    .where('id', '=', tokenId)
    // Another process may have just written it: only an older value is replaced.
    .where((eb) =>
      eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', new Date(stale))]),
    )
    .execute();
}
