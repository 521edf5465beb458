import { describe, expect, it } from 'vitest';
import { RoleGuard } from './auth/RoleGuard.tsx';
import { pageAccess } from './routeAccess.ts';
import { routes } from './routes.tsx';

const page = (path: string, name: string) => ({ path, handle: { name, title: name } });

describe('pageAccess', () => {
  it('joins the paths and narrows the roles through nested guards', () => {
    const table = pageAccess([
      {
        children: [
          { index: true, handle: { name: 'home', title: 'Home' } },
          {
            path: 'admin',
            element: <RoleGuard roles={['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_REVIEWER']} />,
            children: [
              {
                element: <RoleGuard roles={['ROLE_ADMIN', 'ROLE_AGENT']} />,
                children: [page('list', 'list')],
              },
              page('users', 'users'),
            ],
          },
          { path: 'account', element: <RoleGuard />, children: [page('', 'account')] },
        ],
      },
    ]);
    expect(table).toEqual([
      { path: '/', name: 'home', guests: true, roles: expect.arrayContaining(['ROLE_BUYER']) },
      { path: '/admin/list', name: 'list', guests: false, roles: ['ROLE_ADMIN'] },
      {
        path: '/admin/users',
        name: 'users',
        guests: false,
        roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_REVIEWER'],
      },
      { path: '/account', name: 'account', guests: false, roles: expect.any(Array) },
    ]);
    expect(table.at(-1)!.roles).toHaveLength(6);
  });

  it("reads the product's own table: the outbox for super admins, the inventory for all", () => {
    const table = pageAccess(routes);
    expect(table.find((entry) => entry.name === 'admin.outbox')).toEqual({
      path: '/admin/outbox',
      name: 'admin.outbox',
      guests: false,
      roles: ['ROLE_SUPER_ADMIN'],
    });
    expect(table.find((entry) => entry.name === 'inventory')).toMatchObject({
      path: '/inventory/vehicles',
      guests: true,
    });
    expect(new Set(table.map((entry) => entry.name)).size).toBe(table.length);
  });
});
