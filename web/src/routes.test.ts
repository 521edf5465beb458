// The route table: the specification's paths and names, lazy pages and role guards.
import { isValidElement, type ReactElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { rolesWhere } from '@canam/domain/permissions';
import { describe, expect, it } from 'vitest';
import { RoleGuard } from './auth/RoleGuard.tsx';
import type { RouteHandle } from './components/routeHandle.ts';
import { routes } from './routes.tsx';

const SPECIFIED = {
  '/': 'home',
  '/inventory/vehicles': 'inventory',
  '/vehicle/1HGCM82633A004352-Honda-Accord': 'vehicle.detail',
  '/public/vehicle/VmVoaWNsZTox': 'public.vehicle',
  '/auth/login': 'auth.login',
  '/auth/forgotPassword': 'auth.forgotPassword',
  '/auth/password/abc': 'auth.recoverPassword',
  '/buyer/create': 'buyer.create',
  '/buyer/company-create/abc': 'buyer.company-create',
  '/buyer/user/confirm/abc': 'buyer.user.confirm',
  '/buyer/car-list': 'client.car-list',
  '/buyer/buyer-car-list': 'buyer.car-list',
  '/buyer/users': 'buyer.users',
  '/buyer/client/vehicles/table': 'client.vehicles.table',
  '/disable/notifications': 'disable.notifications',
  '/disable/notifications/abc': 'disable.notifications.token',
  '/download': 'download',
  '/account/access-tokens': 'account.access-tokens',
  '/superAdmin/vehicles/table': 'superadmin.vehicles.table',
  '/superAdmin/vehicles/dashboard': 'superadmin.vehicles.dashboard',
  '/admin/vehicles/list': 'admin.vehicles.list',
  '/admin/vehicles/registry': 'admin.vehicles.registry',
  '/admin/vehicles/registry/1HGCM82633A004352': 'admin.vehicles.registry.general',
  '/admin/vehicles/registry/1HGCM82633A004352/uploaded': 'admin.vehicles.registry.uploaded',
  '/admin/vehicles/offers': 'admin.vehicles.offers',
  '/admin/users/registry': 'admin.users.registry',
  '/admin/users/validate': 'admin.users.validate',
  '/admin/users/rejected': 'admin.users.rejected',
  '/admin/notifications': 'admin.notifications',
  '/admin/agent': 'admin.agent',
  '/admin/assign-company': 'admin.assign-company',
  '/agent/vehicles/list': 'agent.vehicles.list',
  '/agent/vehicles/registry/1HGCM82633A004352': 'agent.vehicles.edit.general',
  '/agent/vehicles/offers': 'agent.vehicles.offers',
  '/agent/vehicles/registry/1HGCM82633A004352/uploaded': 'agent.vehicles.registry.uploaded',
  '/agent/notifications': 'agent.notifications',
};

function routeName(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  return (matches.at(-1)?.route.handle as RouteHandle | undefined)?.name;
}

describe('route table', () => {
  it.each(Object.entries(SPECIFIED))('%s is the route %s', (path, name) => {
    expect(routeName(path)).toBe(name);
  });

  it('sends unknown paths to the not-found page', () => {
    expect(routeName('/no/such/page')).toBe('not-found');
  });

  it.each([
    '/superAdmin/vehicles/table',
    '/admin/vehicles/offers',
    '/agent/vehicles/offers',
    '/admin/notifications',
    '/agent/notifications',
    '/admin/agent',
    '/buyer/users',
    '/buyer/client/vehicles/table',
    '/admin/users/registry',
    '/admin/users/validate',
    '/admin/users/rejected',
    '/admin/assign-company',
  ])('%s is a real page, loaded on its first visit', (path) => {
    const route = matchRoutes(routes, path)?.at(-1)?.route;
    expect(route?.lazy).toBeTypeOf('function');
    expect(route?.element).toBeUndefined();
  });
});

describe('route guards', () => {
  /** The roles admitted by every guard on the way to a path (undefined: no role guard). */
  function guardsOf(path: string): (readonly string[] | undefined)[] {
    return (matchRoutes(routes, path) ?? [])
      .map((match) => match.route.element)
      .filter((element) => isValidElement(element) && element.type === RoleGuard)
      .map((element) => (element as ReactElement<{ roles?: readonly string[] }>).props.roles);
  }

  it.each(['/superAdmin/vehicles/table', '/superAdmin/vehicles/dashboard'])(
    'admits only super admins and admins to %s (others go home)',
    (path) => {
      expect(guardsOf(path)).toEqual([['ROLE_SUPER_ADMIN', 'ROLE_ADMIN']]);
    },
  );

  it('admits only agent managers (admins, super admins) to the agents page', () => {
    expect(guardsOf('/admin/agent')).toEqual([
      ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_REVIEWER'],
      rolesWhere((rights) => rights.managesAgents),
    ]);
    expect(guardsOf('/admin/agent').at(-1)).toEqual(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN']);
  });

  it.each(['/buyer/users', '/buyer/client/vehicles/table'])(
    'admits only clients, who manage their company’s users, to %s',
    (path) => {
      expect(guardsOf(path).at(-1)).toEqual(['ROLE_CLIENT']);
      expect(guardsOf(path).at(-1)).toEqual(rolesWhere((rights) => rights.managesCompanyUsers));
    },
  );

  it('admits only super admins to the stored outbox (it holds password-reset links)', () => {
    const guards = guardsOf('/admin/outbox');
    expect(routeName('/admin/outbox')).toBe('admin.outbox');
    expect(guards.at(-1)).toEqual(['ROLE_SUPER_ADMIN']);
  });
});
