// The navbar links of each role: the vehicle table for super admins and admins only.
import { describe, expect, it } from 'vitest';
import { navLinksFor, VEHICLE_TABLE_PATH } from './navLinks.ts';

const viewer = (role: string) => ({
  isLoggedIn: true,
  roles: [role],
  companyStatus: role === 'ROLE_CLIENT' || role === 'ROLE_BUYER' ? 'ACCEPTED' : null,
  homeRoute: '/admin/vehicles/list',
});

const tableLinks = (role: string) =>
  navLinksFor(viewer(role)).filter((link) => link.to === VEHICLE_TABLE_PATH);

describe('navLinksFor', () => {
  it.each(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'])('gives %s the vehicle table', (role) => {
    expect(tableLinks(role)).toEqual([
      { label: 'Vehicles table', to: '/superAdmin/vehicles/table', disabled: false },
    ]);
  });

  it.each(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'])('gives %s the vehicle registry', (role) => {
    expect(navLinksFor(viewer(role)).map((link) => link.to)).toContain('/admin/vehicles/registry');
  });

  it.each(['ROLE_AGENT', 'ROLE_REVIEWER', 'ROLE_CLIENT', 'ROLE_BUYER'])(
    'gives %s no vehicle table',
    (role) => {
      expect(tableLinks(role)).toEqual([]);
    },
  );

  it('gives guests no vehicle table', () => {
    const guest = { isLoggedIn: false, roles: [], companyStatus: null, homeRoute: '/' };
    expect(navLinksFor(guest).map((link) => link.to)).not.toContain(VEHICLE_TABLE_PATH);
  });
});
