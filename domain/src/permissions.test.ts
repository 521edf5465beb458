// The rights table: each staff role's rule once, and a user with several roles gets the widest.
import { describe, expect, it } from 'vitest';
import { isProvider, negotiatesOn, rightsOf, rolesWhere, seesPrices } from './permissions.ts';
import { DEALER_ROLES } from './roles.ts';

describe('rights per role', () => {
  it('lets admins and super admins negotiate on every vehicle, an agent on its own', () => {
    expect(negotiatesOn(['ROLE_ADMIN'], 1, 2)).toBe(true);
    expect(negotiatesOn(['ROLE_SUPER_ADMIN'], 1, null)).toBe(true);
    expect(negotiatesOn(['ROLE_AGENT'], 7, 7)).toBe(true);
    expect(negotiatesOn(['ROLE_AGENT'], 7, 8)).toBe(false);
    expect(negotiatesOn(['ROLE_AGENT'], 7, null)).toBe(false);
    expect(negotiatesOn(['ROLE_REVIEWER'], 7, 7)).toBe(false);
    expect(negotiatesOn(['ROLE_CLIENT'], 7, 7)).toBe(false);
  });

  it('puts admins, super admins and agents on the provider side, dealers and reviewers not', () => {
    expect(rolesWhere((rights) => rights.negotiates !== 'none')).toEqual([
      'ROLE_SUPER_ADMIN',
      'ROLE_ADMIN',
      'ROLE_AGENT',
    ]);
    expect(isProvider(['ROLE_AGENT'])).toBe(true);
    expect(isProvider(['ROLE_CLIENT'])).toBe(false);
    expect(isProvider(['ROLE_REVIEWER'])).toBe(false);
    expect(isProvider([])).toBe(false);
  });

  it('lets the dealer roles, and only them, buy', () => {
    expect(rolesWhere((rights) => rights.buys)).toEqual([...DEALER_ROLES]);
  });

  it('keeps the reviewer to users and companies: no back office vehicles, prices or offers', () => {
    expect(rightsOf(['ROLE_REVIEWER'])).toEqual({
      backOfficeVehicles: false,
      negotiates: 'none',
      buys: false,
      editsVehicles: 'none',
      reviewsDealers: true,
      readsMailOutbox: false,
      keepsVehicleRecords: false,
      importsVehicles: false,
      managesAgents: false,
      managesCompanyUsers: false,
    });
    expect(seesPrices(['ROLE_REVIEWER'], false)).toBe(false);
  });

  it('shows prices to the back office and to dealers of an accepted company only', () => {
    expect(seesPrices(['ROLE_AGENT'], false)).toBe(true);
    expect(seesPrices(['ROLE_BUYER'], true)).toBe(true);
    expect(seesPrices(['ROLE_BUYER'], false)).toBe(false);
    expect(seesPrices([], true)).toBe(false);
  });

  it('gives the stored outbox (password-reset links) to super admins only', () => {
    expect(rolesWhere((rights) => rights.readsMailOutbox)).toEqual(['ROLE_SUPER_ADMIN']);
  });

  it('gives the vehicle table, checks, reports and notes to super admins and admins only', () => {
    expect(rolesWhere((rights) => rights.keepsVehicleRecords)).toEqual([
      'ROLE_SUPER_ADMIN',
      'ROLE_ADMIN',
    ]);
  });

  it('gives the bulk vehicle files to super admins and admins, and vehicle edits to agents on their own', () => {
    expect(rolesWhere((rights) => rights.importsVehicles)).toEqual([
      'ROLE_SUPER_ADMIN',
      'ROLE_ADMIN',
    ]);
    expect(rightsOf(['ROLE_AGENT']).editsVehicles).toBe('own');
    expect(rightsOf(['ROLE_AGENT', 'ROLE_ADMIN']).importsVehicles).toBe(true);
  });

  it('gives a user with several roles the widest of them', () => {
    expect(rightsOf(['ROLE_AGENT', 'ROLE_ADMIN']).negotiates).toBe('all');
    expect(rightsOf(['ROLE_REVIEWER', 'ROLE_AGENT']).backOfficeVehicles).toBe(true);
  });

  it('gives the agents page to admins and super admins, the company users to clients only', () => {
    expect(rolesWhere((rights) => rights.managesAgents)).toEqual([
      'ROLE_SUPER_ADMIN',
      'ROLE_ADMIN',
    ]);
    expect(rolesWhere((rights) => rights.managesCompanyUsers)).toEqual(['ROLE_CLIENT']);
    expect(rightsOf(['ROLE_BUYER', 'ROLE_CLIENT']).managesCompanyUsers).toBe(true);
  });
});
