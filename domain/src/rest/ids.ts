// Strict whole numbers of request schemas: ids within a PostgreSQL integer column, page numbers,
// page sizes and numeric filters within their bounds. Accepted: a JSON integer, or text of
// decimal digits (query strings are always text). Refused with a message naming the field:
// booleans, arrays, objects, hex, exponents, spaces, decimals, blanks and anything out of range.
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column (every serial id). */
export const MAX_DATABASE_ID = 2_147_483_647;
/** The highest page number a list accepts. */
export const MAX_PAGE = 100_000;

/** Decimal digits without sign, spaces or leading zeros; ten at most (2³¹ has ten). */
const DIGITS = /^(0|[1-9]\d{0,9})$/;

/** What a client sends: a JSON number or its digits (anything else is refused by the rule). */
const digitsToNumber = (value: number | string): unknown =>
  typeof value === 'string' && DIGITS.test(value) ? Number(value) : value;

/** A whole number from `min` to `max`; every refusal says the whole rule. */
export function wholeNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    digitsToNumber,
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/** A database id: a whole number from 1 to 2147483647. */
export const databaseId = (name: string) => wholeNumber(name, 1, MAX_DATABASE_ID);

/** A comma-joined list of database ids ("1,2,3"), as a query string carries it; [] when empty. */
export function databaseIdList(name: string) {
  const message = `${name} must hold whole numbers from 1 to ${MAX_DATABASE_ID}`;
  return z
    .string({ error: message })
    .max(2000, `${name} must be at most 2000 characters`)
    .transform((text, ctx) => {
      const items = text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const ids = items.map((item) => (DIGITS.test(item) ? Number(item) : 0));
      if (ids.some((id) => id < 1 || id > MAX_DATABASE_ID)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return ids;
    });
}
