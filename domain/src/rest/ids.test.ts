// The strict whole numbers of request schemas: what an id, a bounded number and an id list accept.
import { describe, expect, it } from 'vitest';
import { databaseId, databaseIdList, wholeNumber } from './ids.ts';

const message = 'vehiclesId must be a whole number from 1 to 2147483647';

describe('databaseId', () => {
  const id = databaseId('vehiclesId');

  it.each([
    [1, 1],
    [71, 71],
    ['71', 71],
    [2147483647, 2147483647],
    ['2147483647', 2147483647],
  ])('accepts %j as %d', (input, expected) => {
    expect(id.parse(input)).toBe(expected);
  });

  it.each([
    true,
    false,
    [71],
    {},
    null,
    undefined,
    '',
    '0x4a',
    '1e3',
    ' 7',
    '7 ',
    '7.0',
    '+7',
    '07',
    '-1',
    7.5,
    -1,
    0,
    2147483648,
    '2147483648',
    '99999999999',
    1e308,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %j naming the field and the range', (input) => {
    const result = id.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('wholeNumber', () => {
  it('keeps its bounds, 0 included when allowed', () => {
    const year = wholeNumber('year1', 0, 3000);
    expect(year.parse('0')).toBe(0);
    expect(year.parse(3000)).toBe(3000);
    expect(year.safeParse('3001').error?.issues[0]?.message).toBe(
      'year1 must be a whole number from 0 to 3000',
    );
  });
});

describe('databaseIdList', () => {
  const list = databaseIdList('vehicleId');

  it('reads comma-joined ids, dropping empty items', () => {
    expect(list.parse('3, 1,,2')).toEqual([3, 1, 2]);
    expect(list.parse('')).toEqual([]);
  });

  it.each(['1,x', '1,0', '1,2147483648', '0x4a', '1e3', '7.0', '-1'])('refuses %j', (input) => {
    expect(list.safeParse(input).error?.issues[0]?.message).toBe(
      'vehicleId must hold whole numbers from 1 to 2147483647',
    );
  });
});
