import { describe, expect, it } from 'vitest';
import { costInUsd, formatMoney, fromCents, toCents } from './money.ts';

describe('money', () => {
  it('formats with the USD$ prefix, two decimals and thousands separators', () => {
    expect(formatMoney('24500')).toBe('USD$ 24,500.00');
    expect(formatMoney(1234567.5)).toBe('USD$ 1,234,567.50');
    expect(formatMoney('0.05')).toBe('USD$ 0.05');
  });

  it('converts between decimal strings and cents exactly', () => {
    expect(toCents('19999.99')).toBe(1_999_999);
    expect(toCents('0.1')).toBe(10);
    expect(fromCents(1_999_999)).toBe('19999.99');
    expect(fromCents(-5)).toBe('-0.05');
    expect(() => toCents('12abc')).toThrow();
  });

  it('computes cost in USD as (cost + 2500) / fx, and 0 for a zero cost', () => {
    expect(costInUsd('22500.00', '1.25')).toBe('20000.00');
    expect(costInUsd('0', '1.35')).toBe('0.00');
  });
});
