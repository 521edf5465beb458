// The navbar links of each role: the vehicle table for super admins and admins only, the agents
// page beside their Users, the client's Users and vehicles table, the reviewer's Users alone.
import { describe, expect, it } from 'vitest';
import { homeRouteFor, type RoleName } from '@canam/domain/roles';
import {
  AGENTS_PATH,
  CLIENT_USERS_PATH,
  CLIENT_VEHICLES_TABLE_PATH,
  navLinksFor,
  STAFF_USERS_PATH,
  VEHICLE_TABLE_PATH,
} from './navLinks.ts';

const viewer = (role: string, companyStatus: string | null = null) => ({
  isLoggedIn: true,
  roles: [role],
  companyStatus:
    companyStatus ?? (role === 'ROLE_CLIENT' || role === 'ROLE_BUYER' ? 'ACCEPTED' : null),
  homeRoute: homeRouteFor([role as RoleName]),
});

const tableLinks = (role: string) =>
  navLinksFor(viewer(role)).filter((link) => link.to === VEHICLE_TABLE_PATH);
const paths = (role: string) => navLinksFor(viewer(role)).map((link) => link.to);

describe('navLinksFor', () => {
  it.each(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'])('gives %s the vehicle table', (role) => {
    expect(tableLinks(role)).toEqual([
      { label: 'Vehicles table', to: '/superAdmin/vehicles/table', disabled: false },
    ]);
  });

  it.each(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'])('gives %s the vehicle registry', (role) => {
    expect(paths(role)).toContain('/admin/vehicles/registry');
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

  it.each(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'])('gives %s Agents right after Users', (role) => {
    const links = navLinksFor(viewer(role)).map(({ label, to }) => ({ label, to }));
    expect(links.slice(-2)).toEqual([
      { label: 'Users', to: '/admin/assign-company' },
      { label: 'Agents', to: '/admin/agent' },
    ]);
  });

  it.each(['ROLE_AGENT', 'ROLE_REVIEWER', 'ROLE_CLIENT', 'ROLE_BUYER'])(
    'gives %s no agents page',
    (role) => {
      expect(paths(role)).not.toContain(AGENTS_PATH);
    },
  );

  it('gives the reviewer its Users only', () => {
    expect(navLinksFor(viewer('ROLE_REVIEWER'))).toEqual([
      { label: 'Users', to: STAFF_USERS_PATH, disabled: false },
    ]);
  });

  it('gives a client its Users and its vehicles table', () => {
    expect(navLinksFor(viewer('ROLE_CLIENT')).slice(1)).toEqual([
      { label: 'Users', to: '/buyer/users', disabled: false },
      { label: 'Vehicles table', to: '/buyer/client/vehicles/table', disabled: false },
    ]);
  });

  it('greys them out while the client’s company is not accepted', () => {
    const links = navLinksFor(viewer('ROLE_CLIENT', 'PENDING'));
    expect(links.filter((link) => link.disabled).map((link) => link.to)).toEqual([
      '/buyer/car-list',
      CLIENT_USERS_PATH,
      CLIENT_VEHICLES_TABLE_PATH,
    ]);
  });

  it.each(['ROLE_BUYER', 'ROLE_AGENT', 'ROLE_SUPER_ADMIN'])('gives %s no client pages', (role) => {
    expect(paths(role)).not.toContain(CLIENT_USERS_PATH);
    expect(paths(role)).not.toContain(CLIENT_VEHICLES_TABLE_PATH);
  });
});
