// A user's own personal access tokens: the list (newest first, revoked and expired ones too),
// creation under the limits (ACCESS_TOKEN_LIMITS; scopes the owner's role allows) and revocation.
// Creation holds the owner's row lock, so two parallel requests cannot pass the limits together.
import { sql } from 'kysely';
import { ACCESS_TOKEN_LIMITS, scopesAllowedFor } from '@canam/domain/accessTokens';
import type { AccessTokenScope, AccessTokenExpiryDays } from '@canam/domain/accessTokens';
import {
  ACCESS_TOKEN_MESSAGES,
  type AccessTokenDto,
  type CreatedAccessTokenDto,
} from '@canam/domain/rest/accessTokens';
import type { Db } from '../db/database.ts';
import type { Viewer } from '../auth/viewer.ts';
import { ApiError, notFound } from '../errors.ts';
import { newTokenSecret } from '../auth/accessTokenSecret.ts';

const DAY_MS = 86_400_000;

const COLUMNS = [
  'id',
  'name',
  'scopes',
  'token_prefix',
  'created_at',
  'last_used_at',
  'expires_at',
  'revoked_at',
] as const;

interface TokenRow {
  id: number;
  name: string;
  scopes: string[];
  token_prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date;
  revoked_at: Date | null;
}

function toDto(row: TokenRow): AccessTokenDto {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as AccessTokenScope[],
    tokenPrefix: row.token_prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

export async function listAccessTokens(db: Db, userId: number): Promise<AccessTokenDto[]> {
  const rows = await db
    .selectFrom('access_token')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toDto);
}

const refused = (code: ConstructorParameters<typeof ApiError>[1], message: string, field: string) =>
  new ApiError(400, code, message, field);

export interface NewAccessToken {
  name: string;
  scopes: AccessTokenScope[];
  expiresInDays: AccessTokenExpiryDays;
}

export async function createAccessToken(
  db: Db,
  viewer: Viewer,
  input: NewAccessToken,
): Promise<CreatedAccessTokenDto> {
  const allowed = scopesAllowedFor(viewer.roles);
  if (input.scopes.some((scope) => !allowed.includes(scope))) {
    throw refused('TOKEN_SCOPE_NOT_ALLOWED', ACCESS_TOKEN_MESSAGES.scopeNotAllowed, 'scopes');
  }
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('app_user')
      .select('id')
      .where('id', '=', viewer.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const now = new Date();
    const active = await trx
      .selectFrom('access_token')
      .select('name')
      .where('user_id', '=', viewer.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    if (active.some((token) => token.name.toLowerCase() === input.name.toLowerCase())) {
      throw refused('TOKEN_NAME_TAKEN', ACCESS_TOKEN_MESSAGES.nameTaken, 'name');
    }
    if (active.length >= ACCESS_TOKEN_LIMITS.activePerUser) {
      throw refused('TOKEN_LIMIT_REACHED', ACCESS_TOKEN_MESSAGES.limitReached, 'name');
    }
    const secret = newTokenSecret();
    const row = await trx
      .insertInto('access_token')
      .values({
        user_id: viewer.id,
        token_hash: secret.hash,
        token_prefix: secret.prefix,
        name: input.name,
        scopes: sql<string[]>`${sql.val(input.scopes)}::text[]`,
        created_at: now,
        expires_at: new Date(now.getTime() + input.expiresInDays * DAY_MS),
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { accessToken: toDto(row), token: secret.token };
  });
}

/** Revokes one of the user's own tokens (again: unchanged); another user's is not found. */
export async function revokeAccessToken(
  db: Db,
  userId: number,
  tokenId: number,
): Promise<AccessTokenDto> {
  await db
    .updateTable('access_token')
    .set({ revoked_at: new Date() })
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await db
    .selectFrom('access_token')
    .select(COLUMNS)
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('ACCESS_TOKEN_NOT_FOUND', ACCESS_TOKEN_MESSAGES.notFound);
  return toDto(row);
}
