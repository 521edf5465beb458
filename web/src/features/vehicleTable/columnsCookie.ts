// The browser cookie `fields` (specification 001, sections 2 and 9): the vehicle table's shown
// columns, comma-separated, fixed ones included. No cookie library is among our dependencies, so
// document.cookie is read and written here and nowhere else.
import { ALL_KEYS, FIXED_KEYS } from './columns.ts';

export const COLUMNS_COOKIE = 'fields';
/** 400 days: the longest lifetime browsers keep a cookie. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The raw value of the cookie `name` in a `document.cookie` string, null when absent. */
function cookieValue(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/**
 * The shown columns a cookie string holds, the fixed ones always among them; null when there is
 * no choice to honour (no cookie, or one naming no column we know: garbage or an old format).
 */
export function shownColumnsFrom(cookies: string): Set<string> | null {
  const raw = cookieValue(cookies, COLUMNS_COOKIE);
  if (raw === null) return null;
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const known = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => ALL_KEYS.includes(name));
  if (known.length === 0) return null;
  return new Set([...FIXED_KEYS, ...known]);
}

export function readColumnsCookie(): Set<string> | null {
  return shownColumnsFrom(document.cookie);
}

/** A choice of columns as the table keeps it: the fixed ones added, unknown ones dropped. */
export function normalizeShown(shown: Iterable<string>): Set<string> {
  const chosen = new Set([...FIXED_KEYS, ...shown]);
  return new Set(ALL_KEYS.filter((key) => chosen.has(key)));
}

/** Stores the shown columns (normalised, in the table's order). */
export function writeColumnsCookie(shown: Iterable<string>): void {
  const value = [...normalizeShown(shown)].join(',');
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COLUMNS_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
