// A personal access token's secret: canam_pat_ and 32 random bytes (base64url), stored only as
// its SHA-256 hash beside a short visible prefix.
import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_BYTES,
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_VISIBLE_CHARS,
} from '@canam/domain/accessTokens';

/** The stored form of a token: what a bearer is looked up by. */
export const hashOfToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** The start of a token the list shows (canam_pat_ and a few characters). */
export const prefixOfToken = (token: string) =>
  token.slice(0, ACCESS_TOKEN_PREFIX.length + ACCESS_TOKEN_VISIBLE_CHARS);

export function newTokenSecret(): { token: string; hash: string; prefix: string } {
  const token = ACCESS_TOKEN_PREFIX + randomBytes(ACCESS_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashOfToken(token), prefix: prefixOfToken(token) };
}
