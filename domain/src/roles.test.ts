import { describe, expect, it } from 'vitest';
import { homeRouteFor, isStaff } from './roles.ts';

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
  });
});
