// Money: exact amounts from the api's decimal strings ("24500.00"), in USD unless said otherwise
// (a vehicle's cost is in CAD).
import { fromCents, toCents } from '@canam/domain/money';
import type { Currency, Money } from '../__generated__/resolvers-types.ts';

export function toMoney(
  amount: string | number | null | undefined,
  currency: Currency = 'USD',
): Money | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const cents = toCents(amount);
  return { amount: fromCents(cents), cents, currency };
}
