// The offer amount rule, written once: a USD amount above zero with at most two decimals
// (specification 000, section 5). The api's contract, the graph's check and the money input all
// use it, so they refuse the same amounts with the same message and code.
import { z } from 'zod';
import { fromCents, toCents } from './money.ts';
import { OFFER_REFUSALS } from './offers.ts';
import type { ErrorCode } from './rest/errors.ts';

export const OFFER_PRICE_MESSAGE = OFFER_REFUSALS.invalidAmount;
export const OFFER_PRICE_CODE = 'INVALID_AMOUNT' satisfies ErrorCode;

/** The largest amount an offer may name (USD 100,000,000.00), so it always fits the database. */
const MAX_CENTS = 10_000_000_000;

/** The amount normalized to "1234.50", or null when it breaks the rule. */
export function normalizeOfferPrice(value: string | number): string | null {
  const text = String(value).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = toCents(text);
  return cents > 0 && cents <= MAX_CENTS ? fromCents(cents) : null;
}

export const isOfferPrice = (value: string | number): boolean =>
  normalizeOfferPrice(value) !== null;

/**
 * The api's field: a decimal string or a JSON number, normalized. A refusal names its code in the
 * issue's params, which the api's error handler puts in the error body.
 */
export const offerPrice = z
  .union([z.string(), z.number()], { error: OFFER_PRICE_MESSAGE })
  .transform((value, ctx) => {
    const price = normalizeOfferPrice(value);
    if (price !== null) return price;
    ctx.addIssue({
      code: 'custom',
      message: OFFER_PRICE_MESSAGE,
      params: { code: OFFER_PRICE_CODE },
    });
    return z.NEVER;
  });
