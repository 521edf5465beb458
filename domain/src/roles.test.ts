import { describe, expect, it } from 'vitest';
import { homeRouteFor, isAdmin, isDealer, isDealerRole, isStaff } from './roles.ts';

describe('roles', () => {
  it('sends each role to its home route by the first role', () => {
    expect(homeRouteFor(['ROLE_SUPER_ADMIN'])).toBe('/admin/vehicles/list');
    expect(homeRouteFor(['ROLE_ADMIN'])).toBe('/admin/vehicles/list');
    expect(homeRouteFor(['ROLE_BUYER'])).toBe('/buyer/buyer-car-list');
    expect(homeRouteFor(['ROLE_CLIENT'])).toBe('/buyer/car-list');
    expect(homeRouteFor(['ROLE_AGENT'])).toBe('/agent/vehicles/list');
    expect(homeRouteFor(['ROLE_REVIEWER'])).toBe('/admin/assign-company');
    expect(homeRouteFor([])).toBe('/');
  });

  it('tells staff from dealers', () => {
    expect(isStaff(['ROLE_REVIEWER'])).toBe(true);
    expect(isStaff(['ROLE_CLIENT'])).toBe(false);
    expect(isStaff([])).toBe(false);
  });

  it('calls clients and buyers dealers, and no staff role', () => {
    expect(isDealer(['ROLE_CLIENT'])).toBe(true);
    expect(isDealer(['ROLE_BUYER'])).toBe(true);
    expect(isDealer(['ROLE_REVIEWER', 'ROLE_BUYER'])).toBe(true);
    for (const role of ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_AGENT', 'ROLE_REVIEWER']) {
      expect(isDealer([role])).toBe(false);
      expect(isDealerRole(role)).toBe(false);
    }
    expect(isDealer([])).toBe(false);
    expect(isDealerRole('ROLE_UNKNOWN')).toBe(false);
  });

  it('calls admins and super admins admins', () => {
    expect(isAdmin(['ROLE_ADMIN'])).toBe(true);
    expect(isAdmin(['ROLE_AGENT', 'ROLE_SUPER_ADMIN'])).toBe(true);
    expect(isAdmin(['ROLE_AGENT'])).toBe(false);
    expect(isAdmin(['ROLE_REVIEWER'])).toBe(false);
  });
});
