import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatCountdown, remainingMs } from './countdown.ts';

describe('offer countdown', () => {
  it('measures how far the server clock is ahead of the browser', () => {
    expect(clockOffsetMs('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(
      10_000,
    );
  });

  it('counts down on the server clock, not the browser clock', () => {
    const browserNow = Date.parse('2026-01-01T00:00:00.000Z');
    // The browser is one hour behind the server: one hour less remains than its clock suggests.
    expect(remainingMs('2026-01-01T02:00:00.000Z', browserNow, 3_600_000)).toBe(3_600_000);
    expect(remainingMs('2026-01-01T00:30:00.000Z', browserNow, 3_600_000)).toBe(0);
  });

  it('formats hours, minutes and seconds', () => {
    expect(formatCountdown(18 * 3_600_000)).toBe('18:00:00');
    expect(formatCountdown(3_661_999)).toBe('01:01:01');
    expect(formatCountdown(0)).toBe('00:00:00');
  });
});
