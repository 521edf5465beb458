import { describe, expect, it } from 'vitest';
import { dashboardPath, parseDashboardSearch, registryPath } from './dashboardSearch.ts';

const parse = (search: string) => parseDashboardSearch(new URLSearchParams(search));

describe('the dashboard URL', () => {
  it('reads the VIN, the section and the page, with checks and page 1 by default', () => {
    expect(parse('vin=2T3BFREV5KW012345')).toEqual({
      vin: '2T3BFREV5KW012345',
      kind: 'check',
      page: 1,
    });
    expect(parse('vin=X1&section=condition-reports&page=3')).toEqual({
      vin: 'X1',
      kind: 'conditionalReport',
      page: 3,
    });
    expect(parse('vin=X1&section=notes').kind).toBe('note');
  });

  it('falls back to the defaults on anything malformed', () => {
    expect(parse('section=payments&page=-2')).toEqual({ vin: '', kind: 'check', page: 1 });
    expect(parse('vin=%20%20&page=1.5')).toEqual({ vin: '', kind: 'check', page: 1 });
  });

  it('writes the paths of a section and of the registration screen', () => {
    expect(dashboardPath('X1')).toBe('/superAdmin/vehicles/dashboard?vin=X1');
    expect(dashboardPath('X1', 'note')).toBe('/superAdmin/vehicles/dashboard?vin=X1&section=notes');
    expect(parse(dashboardPath('X 1', 'conditionalReport').split('?')[1]!)).toEqual({
      vin: 'X 1',
      kind: 'conditionalReport',
      page: 1,
    });
    expect(registryPath('X1/2')).toBe('/admin/vehicles/registry/X1%2F2');
  });
});
