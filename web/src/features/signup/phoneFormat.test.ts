import { describe, expect, it } from 'vitest';
import { formatUsPhone } from './phoneFormat.ts';

describe('formatUsPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5555', '(555) 5'],
    ['555555', '(555) 555'],
    ['5555550', '(555) 555-0'],
    ['5555550100', '(555) 555-0100'],
    ['55555501009999', '(555) 555-0100'],
    ['+1 555 555 0100', '(555) 555-0100'],
    ['(555) 555-01', '(555) 555-01'],
    ['abc', ''],
  ])('formats %j as %j', (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
  });

  it('is at most 14 characters', () => {
    expect(formatUsPhone('1234567890123456').length).toBeLessThanOrEqual(14);
  });
});
