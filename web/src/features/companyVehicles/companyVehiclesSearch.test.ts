// The client vehicles table's URL: what each parameter means, and malformed ones ignored.
import { describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import { companyVehiclesVariables, parseCompanyVehiclesSearch } from './companyVehiclesSearch.ts';

const parse = (search: string) => parseCompanyVehiclesSearch(new URLSearchParams(search));

describe('parseCompanyVehiclesSearch', () => {
  it('reads the search, state, user and page', () => {
    expect(parse('search=%20Civic%20&state=purchased&user=VXNlcjoy&page=3')).toEqual({
      search: 'Civic',
      state: 'purchased',
      user: 'VXNlcjoy',
      page: 3,
    });
  });

  it.each([
    ['state=sold', { state: null }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    [`search=${'x'.repeat(201)}`, { search: '' }],
    ['user=%3Cscript%3E', { user: '' }],
    [`user=${'A'.repeat(101)}`, { user: '' }],
  ])('ignores %s', (search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });
});

describe('companyVehiclesVariables', () => {
  it('asks for the graph’s state and user, ten rows from the page', () => {
    expect(companyVehiclesVariables(parse('state=waiting&user=VXNlcjoy&page=2'))).toEqual({
      search: null,
      state: 'WAITING',
      userId: 'VXNlcjoy',
      first: TABLE_PAGE_SIZE,
      after: cursorForPage(2, TABLE_PAGE_SIZE),
    });
    expect(companyVehiclesVariables(parse(''))).toEqual({
      search: null,
      state: null,
      userId: null,
      first: TABLE_PAGE_SIZE,
      after: null,
    });
  });
});
