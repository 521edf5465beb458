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

// The RegExp reading toCents had until it read amounts character by character: kept as the
// specification the faster reading must match on every input.
function toCentsByRegExp(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!match) throw new Error(`Not a money amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

function outcome(read: () => number): number | 'throws' {
  try {
    return read();
  } catch {
    return 'throws';
  }
}

describe('toCents read character by character', () => {
  // A small seeded generator: the same inputs on every run.
  let seed = 20261207;
  const next = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % below;
  };
  const ALPHABET = ['0', '1', '5', '9', '.', '-', ' ', '\t', 'a', 'e', '+', ',', '٣'];

  it('reads every string as the RegExp reading did, its errors included', () => {
    const inputs = [
      '',
      '-',
      '.',
      '-.5',
      '.5',
      '12.',
      '-0',
      '-0.00',
      '007.10',
      ' 24500.00 ',
      '1.999',
      '12345678901234567890.129',
      '-9007199254740993.99',
      '1e5',
      '+5',
      '5-',
      '1.2.3',
    ];
    for (let i = 0; i < 20_000; i += 1) {
      let text = '';
      for (let length = next(10); length > 0; length -= 1) text += ALPHABET[next(ALPHABET.length)];
      inputs.push(text);
    }
    for (const input of inputs) {
      expect(
        outcome(() => toCents(input)),
        JSON.stringify(input),
      ).toStrictEqual(outcome(() => toCentsByRegExp(input)));
    }
  });

  it('reads every number as the RegExp reading did', () => {
    const inputs = [0, -0, 0.005, 1.005, -12.345, 19999.99, 1e20, 1e21, NaN, Infinity, -Infinity];
    for (let i = 0; i < 5_000; i += 1) inputs.push((next(2_000_000_000) - 1_000_000_000) / 997);
    for (const input of inputs) {
      expect(
        outcome(() => toCents(input)),
        String(input),
      ).toStrictEqual(outcome(() => toCentsByRegExp(input)));
    }
  });

  it('writes cents back as the template it replaced did', () => {
    const byTemplate = (cents: number) => {
      const sign = cents < 0 ? '-' : '';
      const abs = Math.abs(Math.round(cents));
      return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
    };
    const inputs = [0, -0, 5, -5, 99, 100, 101, -0.4, 0.5, -0.5, 1e23, NaN, Infinity];
    for (let i = 0; i < 5_000; i += 1) inputs.push(next(2_000_000_000) - 1_000_000_000);
    for (const input of inputs) expect(fromCents(input), String(input)).toBe(byTemplate(input));
  });
});
