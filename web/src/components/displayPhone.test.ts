// Stored phones read alike, however they were stored.
import { describe, expect, it } from 'vitest';
import { displayPhone } from './displayPhone.ts';

describe('displayPhone', () => {
  it('reads US numbers as (555) 555-0100', () => {
    expect(displayPhone('+14135550183')).toBe('(413) 555-0183');
    expect(displayPhone('(207) 555-0199')).toBe('(207) 555-0199');
    expect(displayPhone('207.555.0199')).toBe('(207) 555-0199');
  });

  it('keeps anything else as stored, and empty as empty', () => {
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(displayPhone('555-0199 x12')).toBe('555-0199 x12');
    expect(displayPhone(null)).toBe('');
  });
});
