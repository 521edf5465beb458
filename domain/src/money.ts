// Money is exact: decimal strings on the wire, integer cents in arithmetic.
const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const MONEY_PREFIX = 'USD$ ';

/** Parses a decimal string or number ("12345.6", 12345.6) into integer cents. */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!match) throw new Error(`Not a money amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Integer cents to the decimal string used on the wire ("12345.60"). */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
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
