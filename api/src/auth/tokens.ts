// Sessions: a short-lived signed access token (JWT, HS256) and an opaque refresh token that is
// used once. Refreshing rotates it; presenting a refresh token that was already used means it
// leaked, so the whole session is revoked (OWASP refresh-token rotation).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { TokenPairDto } from '@canam/domain/rest/auth';
import type { Db } from '../db/database.ts';
import { unauthorized } from '../errors.ts';

export interface TokenSettings {
  secret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ISSUER = 'canam-api';

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

async function signAccessToken(settings: TokenSettings, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${settings.accessTokenTtlSeconds}s`)
    .sign(settings.secret);
}

/** The claims of a valid, unexpired access token; null otherwise. */
export async function verifyAccessToken(
  settings: TokenSettings,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

async function issueRefreshToken(db: Db, settings: TokenSettings, sessionId: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + settings.refreshTokenTtlDays * 86_400_000);
  await db
    .insertInto('refresh_token')
    .values({ token_hash: sha256(token), session_id: sessionId, expires_at: expiresAt })
    .execute();
  return token;
}

async function tokenPair(
  db: Db,
  settings: TokenSettings,
  claims: AccessClaims,
): Promise<TokenPairDto> {
  return {
    accessToken: await signAccessToken(settings, claims),
    refreshToken: await issueRefreshToken(db, settings, claims.sessionId),
    expiresIn: settings.accessTokenTtlSeconds,
  };
}

export async function startSession(
  db: Db,
  settings: TokenSettings,
  userId: number,
): Promise<TokenPairDto> {
  const sessionId = randomUUID();
  await db.insertInto('auth_session').values({ id: sessionId, user_id: userId }).execute();
  return tokenPair(db, settings, { userId, sessionId });
}

/**
 * Trades a refresh token for a new pair. Unknown, expired or revoked: 401. Already used: the
 * session is revoked and 401. The token is marked used in one conditional update, so two
 * concurrent refreshes with the same token cannot both succeed.
 */
export async function rotateSession(
  db: Db,
  settings: TokenSettings,
  refreshToken: string,
): Promise<{ userId: number; sessionId: string; tokens: TokenPairDto }> {
  const hash = sha256(refreshToken);
  const row = await db
    .selectFrom('refresh_token')
    .innerJoin('auth_session', 'auth_session.id', 'refresh_token.session_id')
    .select([
      'refresh_token.session_id',
      'refresh_token.expires_at',
      'refresh_token.used_at',
      'auth_session.user_id',
      'auth_session.revoked_at',
    ])
    .where('refresh_token.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) {
    throw unauthorized('INVALID_REFRESH_TOKEN', 'Invalid refresh token');
  }
  const claimed = await db
    .updateTable('refresh_token')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (row.used_at || claimed.numUpdatedRows === 0n) {
    await revokeSession(db, row.session_id, 'refresh token reused');
    throw unauthorized('INVALID_REFRESH_TOKEN', 'Invalid refresh token');
  }
  await db
    .updateTable('auth_session')
    .set({ last_used_at: new Date() })
    .where('id', '=', row.session_id)
    .execute();
  const claims = { userId: row.user_id, sessionId: row.session_id };
  return { ...claims, tokens: await tokenPair(db, settings, claims) };
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The session of a refresh token, or null (logout with only a refresh token). */
export async function sessionOfRefreshToken(db: Db, refreshToken: string): Promise<string | null> {
  const row = await db
    .selectFrom('refresh_token')
    .select('session_id')
    .where('token_hash', '=', sha256(refreshToken))
    .executeTakeFirst();
  return row?.session_id ?? null;
}
