// Money: exact amounts from the api's decimal strings ("24500.00") in USD.
import { fromCents, toCents } from '@canam/domain/money';
import type { Money } from '../__generated__/resolvers-types.ts';

export function toMoney(amount: string | number | null | undefined): Money | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const cents = toCents(amount);
  return { amount: fromCents(cents), cents, currency: 'USD' };
}
