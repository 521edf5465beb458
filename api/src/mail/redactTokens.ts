// The rule that makes a stored copy of a sent e-mail harmless: the token of every link that
// carries one (reset, invitation, company registration, notification preference) is replaced,
// the rest of the message stays readable.
export const TOKEN_LINK_PATHS = [
  '/auth/password/',
  '/buyer/user/confirm/',
  '/buyer/company-create/',
  '/disable/notifications/',
] as const;

export const REDACTED = '[redacted]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pathsPattern = TOKEN_LINK_PATHS.map(escapeRegExp).join('|');

// The token is the path segment after the prefix: it ends where the URL, the segment or the
// HTML attribute ends.
const TOKEN_LINK = new RegExp(`(${pathsPattern})[^/\\s?#&"'<>()]+`, 'g');

/** The text with the token of every tokenized link replaced by [redacted]; idempotent. */
export function redactTokens(text: string): string {
  return text.replace(TOKEN_LINK, `$1${REDACTED}`);
}

/**
 * A PostgreSQL regular expression that matches a text still holding a token: a tokenized path
 * followed by anything but the `[` of [redacted] (finds old copies without reading every row).
 */
export const UNREDACTED_SQL_PATTERN = `(${pathsPattern})[^[]`;
