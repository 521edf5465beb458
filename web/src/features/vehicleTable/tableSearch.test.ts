import { describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import {
  nextOrder,
  parseTableSearch,
  tableVariables,
  withSearchText,
  withSort,
  type TableSearch,
} from './tableSearch.ts';

const params = (search: string) => new URLSearchParams(search);
const DEFAULT: TableSearch = { search: '', page: 1, sort: null, order: 'asc' };

describe('parseTableSearch', () => {
  it('reads the search, page, sort and order of the URL', () => {
    expect(parseTableSearch(params('?search=%20Kim%20&page=3&sort=agent&order=desc'))).toEqual({
      search: 'Kim',
      page: 3,
      sort: 'agent',
      order: 'desc',
    });
  });

  it.each([
    '',
    '?page=0',
    '?page=-2',
    '?page=2.5',
    '?page=abc',
    '?sort=price',
    '?order=sideways',
    `?search=${'x'.repeat(201)}`,
  ])('falls back to the defaults for %s', (search) => {
    expect(parseTableSearch(params(search))).toEqual(DEFAULT);
  });
});

describe('URL changes', () => {
  it('a new search text starts from the first page and keeps the sort', () => {
    const next = withSearchText(params('?search=Kim&page=4&sort=vin&order=desc'), '  Lee ');
    expect(next.toString()).toBe('search=Lee&sort=vin&order=desc');
  });

  it('an empty search text leaves the URL', () => {
    expect(withSearchText(params('?search=Kim&page=2'), '   ').toString()).toBe('');
  });

  it('a new sort starts from the first page and keeps the search', () => {
    expect(withSort(params('?search=Kim&page=4'), 'stock', 'desc').toString()).toBe(
      'search=Kim&sort=stock&order=desc',
    );
    expect(withSort(params('?sort=stock&order=desc&page=2'), null, 'asc').toString()).toBe('');
  });

  it('clicking a column sorts ascending first, then toggles', () => {
    expect(nextOrder(DEFAULT, 'vin')).toBe('asc');
    expect(nextOrder({ ...DEFAULT, sort: 'vin', order: 'asc' }, 'vin')).toBe('desc');
    expect(nextOrder({ ...DEFAULT, sort: 'vin', order: 'desc' }, 'vin')).toBe('asc');
    expect(nextOrder({ ...DEFAULT, sort: 'stock', order: 'asc' }, 'vin')).toBe('asc');
  });
});

describe('tableVariables', () => {
  it('asks for ten vehicles of the page, searched and sorted', () => {
    expect(tableVariables({ search: 'Kim', page: 3, sort: 'stock', order: 'desc' })).toEqual({
      search: 'Kim',
      orderBy: { field: 'STOCK_NUMBER', direction: 'DESC' },
      first: TABLE_PAGE_SIZE,
      after: cursorForPage(3, TABLE_PAGE_SIZE),
    });
  });

  it('leaves the search and order to the server by default', () => {
    expect(tableVariables(DEFAULT)).toEqual({
      search: null,
      orderBy: null,
      first: 10,
      after: null,
    });
  });

  it.each([
    ['vin', 'VIN'],
    ['agent', 'AGENT'],
  ] as const)('sorts by %s as %s', (sort, field) => {
    expect(tableVariables({ ...DEFAULT, sort }).orderBy).toEqual({ field, direction: 'ASC' });
  });
});
