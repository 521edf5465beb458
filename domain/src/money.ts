// Money is exact: decimal strings on the wire, integer cents in arithmetic.
const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const MONEY_PREFIX = 'USD$ ';

const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
// Whole parts up to this many digits are summed exactly; longer ones are read by Number().
const EXACT_DIGITS = 15;

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

/**
 * Parses a decimal string or number ("12345.6", 12345.6) into integer cents: an optional minus,
 * digits, and optionally a point with digits, of which the first two count (the rest are cut off,
 * not rounded). Read character by character rather than by a RegExp: the gateway reads every
 * amount of every card this way, and a match allocated its result array and strings each time
 * (7 % of what a catalogue page allocated, docs/decisions.md).
 */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const negative = text.charCodeAt(0) === MINUS;
  const wholeStart = negative ? 1 : 0;
  let at = wholeStart;
  while (at < text.length && isDigit(text.charCodeAt(at))) at += 1;
  const wholeEnd = at;
  let fraction = 0;
  if (text.charCodeAt(at) === DOT) {
    at += 1;
    for (let place = 0; at < text.length && isDigit(text.charCodeAt(at)); place += 1, at += 1) {
      if (place === 0) fraction += (text.charCodeAt(at) - ZERO) * 10;
      else if (place === 1) fraction += text.charCodeAt(at) - ZERO;
    }
  }
  if (wholeEnd === wholeStart || at !== text.length) {
    throw new Error(`Not a money amount: ${amount}`);
  }
  const cents = wholeOf(text, wholeStart, wholeEnd) * 100 + fraction;
  return negative ? -cents : cents;
}

function wholeOf(text: string, start: number, end: number): number {
  if (end - start > EXACT_DIGITS) return Number(text.slice(start, end));
  let whole = 0;
  for (let at = start; at < end; at += 1) whole = whole * 10 + (text.charCodeAt(at) - ZERO);
  return whole;
}

/** Integer cents to the decimal string used on the wire ("12345.60"). */
export function fromCents(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const rest = abs % 100;
  return (cents < 0 ? '-' : '') + Math.floor(abs / 100) + (rest < 10 ? '.0' : '.') + rest;
}

/** 'USD$ 12,345.60' */
export function formatMoney(amount: string | number): string {
  return MONEY_PREFIX + usd.format(toCents(amount) / 100);
}

/** Cost in USD: (cost + 2500) / fx, or 0 when the cost is 0 (specification, section 9). */
export function costInUsd(cost: string | number, fx: string | number): string {
  const costCents = toCents(cost);
  const rate = Number(fx);
  if (costCents === 0 || !(rate > 0)) return fromCents(0);
  return fromCents(Math.round((costCents + 250_000) / rate));
}
