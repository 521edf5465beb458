import { describe, expect, it } from 'vitest';
import { daysUntil, formatDate, formatDay, publishUntil } from './dates.ts';
import { cursorForPage, cursorToOffset, offsetToCursor } from './cursors.ts';
import { loginErrorText } from './errors.ts';

describe('dates, cursors and error texts', () => {
  it('counts whole days until a release and adds 3 days for publish-until', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(daysUntil('2026-01-05T12:00:00Z', now)).toBe(5);
    expect(daysUntil('2025-12-31T00:00:00Z', now)).toBe(0);
    expect(publishUntil('2026-01-01T00:00:00Z').toISOString()).toBe('2026-01-04T00:00:00.000Z');
    expect(publishUntil(new Date('2026-02-27T15:30:00Z')).toISOString()).toBe(
      '2026-03-02T15:30:00.000Z',
    );
    // a bare day is a local one, three calendar days on
    expect(publishUntil('2026-03-07').getTime()).toBe(new Date(2026, 2, 10).getTime());
    // the Date given is left as it was
    const register = new Date('2026-01-01T00:00:00Z');
    publishUntil(register);
    expect(register.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('writes a calendar day as it is, in every time zone', () => {
    expect(formatDay('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate(new Date(2026, 10, 24, 15, 4, 5))).toBe('Nov 24th 26, 03:04:05 PM');
  });

  it('round-trips cursors and starts page 3 of 6 after offset 11', () => {
    expect(cursorToOffset(offsetToCursor(42))).toBe(42);
    expect(cursorToOffset('garbage')).toBeNull();
    expect(cursorForPage(1, 6)).toBeNull();
    expect(cursorToOffset(cursorForPage(3, 6)!)).toBe(11);
  });

  it('maps login failures to the texts of the specification', () => {
    expect(loginErrorText('AUTHENTICATION_FAILED')).toBe('Invalid login credentials.');
    expect(loginErrorText('COMPANY_REJECTED')).toMatch(/^Sorry, your company/);
    // A message is not a code: the text never follows the wording.
    expect(loginErrorText('Authentication failed')).toBe('Warning');
    expect(loginErrorText(null)).toBe('Warning');
  });
});
