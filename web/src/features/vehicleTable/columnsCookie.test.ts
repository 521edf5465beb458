import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_KEYS, FIXED_KEYS } from './columns.ts';
import {
  COLUMNS_COOKIE,
  readColumnsCookie,
  shownColumnsFrom,
  writeColumnsCookie,
} from './columnsCookie.ts';

afterEach(() => {
  document.cookie = `${COLUMNS_COOKIE}=; Path=/; Max-Age=0`;
  vi.restoreAllMocks();
});

describe('shownColumnsFrom', () => {
  it('has no choice without the cookie', () => {
    expect(shownColumnsFrom('')).toBeNull();
    expect(shownColumnsFrom('other=1; fieldsx=checks')).toBeNull();
  });

  it('reads the shown columns among other cookies, the fixed ones always kept', () => {
    const shown = shownColumnsFrom(`a=1; ${COLUMNS_COOKIE}=checks%2Cnotes; b=2`);
    expect(shown).toEqual(new Set([...FIXED_KEYS, 'checks', 'notes']));
  });

  it('drops the names it does not know and keeps the rest', () => {
    expect(shownColumnsFrom(`${COLUMNS_COOKIE}=vinNumber%2Cprice%2Ccarfax`)).toEqual(
      new Set([...FIXED_KEYS, 'carfax']),
    );
  });

  it.each(['%E0%A4%A', 'price%2Ccolor', '', '%2C%2C', '<script>'])(
    'treats the garbage %j as no choice',
    (value) => {
      expect(shownColumnsFrom(`${COLUMNS_COOKIE}=${value}`)).toBeNull();
    },
  );

  it('honours a choice of the fixed columns alone', () => {
    expect(shownColumnsFrom(`${COLUMNS_COOKIE}=vinNumber%2CstockNumber%2Cagent`)).toEqual(
      new Set(FIXED_KEYS),
    );
  });
});

describe('writeColumnsCookie', () => {
  it('stores the choice with the fixed columns, in the table order, for the whole site', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeColumnsCookie(['notes', 'price', 'checks']);
    expect(set).toHaveBeenCalledWith(
      `${COLUMNS_COOKIE}=${encodeURIComponent('vinNumber,stockNumber,agent,checks,notes')}; Path=/; Max-Age=34560000; SameSite=Lax`,
    );
    set.mockRestore();
    expect(readColumnsCookie()).toEqual(new Set([...FIXED_KEYS, 'checks', 'notes']));
  });

  it('round-trips every column', () => {
    writeColumnsCookie(ALL_KEYS);
    expect(readColumnsCookie()).toEqual(new Set(ALL_KEYS));
  });
});
