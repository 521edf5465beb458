// The pages of a route table with who may open them, read off its guards: what a tool that visits
// every page as every role (the accessibility browser test) walks, so a new route is visited
// without a list of its own to keep.
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROLE_NAMES, type RoleName } from '@canam/domain/roles';
import { RoleGuard, type RoleGuardProps } from './auth/RoleGuard.tsx';
import type { RouteHandle } from './components/routeHandle.ts';

export interface PageAccess {
  /** The page's path pattern, `/` first (`/vehicle/:slug`); `*` for the catch-all. */
  path: string;
  /** The route's name (handle.name). */
  name: string;
  /** Whether a visitor who is not logged in may open it. */
  guests: boolean;
  /** The roles that may open it. */
  roles: readonly RoleName[];
}

interface Admitted {
  guests: boolean;
  roles: readonly RoleName[];
}

const EVERYONE: Admitted = { guests: true, roles: ROLE_NAMES };

/** What a route's own guard admits, within what its parents admit. */
function admittedBy(route: RouteObject, outer: Admitted): Admitted {
  const { element } = route;
  if (!isValidElement(element) || element.type !== RoleGuard) return outer;
  const { roles } = element.props as RoleGuardProps;
  return {
    guests: false,
    roles: roles ? outer.roles.filter((role) => roles.includes(role)) : outer.roles,
  };
}

function joined(prefix: string, route: RouteObject): string {
  if (route.index || !route.path) return prefix || '/';
  return `${prefix.replace(/\/$/, '')}/${route.path}`;
}

export function pageAccess(routes: readonly RouteObject[]): PageAccess[] {
  const pages: PageAccess[] = [];
  const walk = (level: readonly RouteObject[], prefix: string, outer: Admitted) => {
    for (const route of level) {
      const admitted = admittedBy(route, outer);
      const path = joined(prefix, route);
      const name = (route.handle as RouteHandle | undefined)?.name;
      if (name) pages.push({ path, name, ...admitted });
      if (route.children) walk(route.children, route.index ? prefix : path, admitted);
    }
  };
  walk(routes, '', EVERYONE);
  return pages;
}
