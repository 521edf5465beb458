import { describe, expect, it } from 'vitest';
import { parseOffersSearch, searchForTab, withFilter } from './offersSearch.ts';

describe('offersSearch', () => {
  it('reads the tab, filters and page, with defaults for anything missing or wrong', () => {
    expect(parseOffersSearch(new URLSearchParams(''))).toEqual({
      tab: 'active',
      client: '',
      agent: '',
      page: 1,
    });
    expect(
      parseOffersSearch(new URLSearchParams('status=expired&client= Kim &agent=QWdlbnQ6Mg&page=3')),
    ).toEqual({ tab: 'expired', client: 'Kim', agent: 'QWdlbnQ6Mg', page: 3 });
    expect(parseOffersSearch(new URLSearchParams('status=sold&page=-2')).page).toBe(1);
    expect(parseOffersSearch(new URLSearchParams(`client=${'x'.repeat(101)}`)).client).toBe('');
  });

  it('sets a filter on the first page of the same tab, keeping the open panel', () => {
    const next = withFilter(new URLSearchParams('status=expired&page=2&offers=VmVoaWNsZTox'), {
      client: 'Kim',
      agent: '',
    });
    expect(next.toString()).toBe('status=expired&offers=VmVoaWNsZTox&client=Kim');
  });

  it('switching tab keeps nothing but the status', () => {
    expect(searchForTab('expired').toString()).toBe('status=expired');
    expect(searchForTab('active').toString()).toBe('');
  });
});
