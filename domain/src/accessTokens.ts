// Personal access tokens for dealer tools and the narrower staff token: their scopes, who may
// hold which, and their limits. The api (authentication, the gate, the token routes), the
// gateway and the web all read these; the routes each scope opens are in access.ts.
import { isStaff, type RoleName } from './roles.ts';
import { rightsOf } from './permissions.ts';

/** What a token may be used for (REST strings; GraphQL `AccessTokenScope` by the same order). */
export const ACCESS_TOKEN_SCOPES = [
  'catalogue:read',
  'offers:read',
  'offers:write',
  'inventory:read',
] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

/** Every token starts with this, so a bearer is told from a session token at a glance. */
export const ACCESS_TOKEN_PREFIX = 'canam_pat_';
/** Characters after the prefix shown in the list (the rest is never stored). */
export const ACCESS_TOKEN_VISIBLE_CHARS = 6;
/** Random bytes of a token (base64url after the prefix). */
export const ACCESS_TOKEN_BYTES = 32;

export const ACCESS_TOKEN_LIMITS = {
  /** Active (neither revoked nor expired) tokens a user may hold. */
  activePerUser: 10,
  nameMaxLength: 60,
  /** Requests a token may make per minute, counted in the database (all api processes). */
  requestsPerMinute: 300,
  /** last_used_at is written at most this often per token, not on every request. */
  lastUsedResolutionMs: 60_000,
} as const;

/** The lifetimes a token may be given, in days. */
export const ACCESS_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export type AccessTokenExpiryDays = (typeof ACCESS_TOKEN_EXPIRY_DAYS)[number];

/** Dealers get the catalogue and their own negotiations; staff only the read-only back office. */
const DEALER_SCOPES: readonly AccessTokenScope[] = [
  'catalogue:read',
  'offers:read',
  'offers:write',
];
const STAFF_SCOPES: readonly AccessTokenScope[] = ['inventory:read'];

/**
 * The scopes a user with these roles may create, and that a token of it still works with: a
 * token never does more than its owner may do now (a dealer made staff loses its dealer scopes).
 */
export function scopesAllowedFor(roles: readonly RoleName[]): readonly AccessTokenScope[] {
  if (isStaff(roles)) return STAFF_SCOPES;
  return rightsOf(roles).buys ? DEALER_SCOPES : [];
}

/** The scopes of a token that its owner's roles still allow. */
export function effectiveScopes(
  scopes: readonly AccessTokenScope[],
  roles: readonly RoleName[],
): AccessTokenScope[] {
  const allowed = scopesAllowedFor(roles);
  return scopes.filter((scope) => allowed.includes(scope));
}

export function isAccessTokenScope(value: string): value is AccessTokenScope {
  return (ACCESS_TOKEN_SCOPES as readonly string[]).includes(value);
}

/** Is this bearer a personal access token (rather than a session's signed token)? */
export function isPersonalAccessToken(bearer: string): boolean {
  return bearer.startsWith(ACCESS_TOKEN_PREFIX);
}
