import { describe, expect, it } from 'vitest';
import { searchPathFor } from './searchPath.ts';

describe('searchPathFor', () => {
  it.each([
    [[], '/inventory/vehicles'],
    [['ROLE_SUPER_ADMIN'], '/admin/vehicles/list'],
    [['ROLE_ADMIN'], '/admin/vehicles/list'],
    [['ROLE_AGENT'], '/agent/vehicles/list'],
    [['ROLE_CLIENT'], '/buyer/car-list'],
    [['ROLE_BUYER'], '/buyer/buyer-car-list'],
    [['ROLE_REVIEWER'], '/inventory/vehicles'],
  ])('sends %j to %s with the filter', (roles, list) => {
    expect(searchPathFor(roles, { make: 'Land Rover', model: 'Defender' })).toBe(
      `${list}?make=Land+Rover&model=Defender`,
    );
  });

  it('leaves out what was not chosen', () => {
    expect(searchPathFor([], { make: '', model: '' })).toBe('/inventory/vehicles');
    expect(searchPathFor(['ROLE_BUYER'], { make: 'Ford', model: '' })).toBe(
      '/buyer/buyer-car-list?make=Ford',
    );
  });
});
