// The admin users pages (specification 001 §2): Pending (/admin/users/registry), Active
// (/admin/users/validate) and Rejected (/admin/users/rejected), and the assign-company page they
// sit beside in the dealer review's sub-navigation.
import type { UserListKind } from '../../__generated__/AdminUsersRouteQuery.graphql.ts';

export const ASSIGN_COMPANY_PATH = '/admin/assign-company';

export interface UserList {
  kind: UserListKind;
  path: string;
  /** The tab's label. */
  label: string;
  /** The page's heading (the route's title). */
  title: string;
  /** What the empty list says when nothing was searched. */
  emptyText: string;
}

export const USER_LISTS: readonly UserList[] = [
  {
    kind: 'PENDING',
    path: '/admin/users/registry',
    label: 'Pending',
    title: 'Pending users',
    emptyText: 'Dealers show here while their company waits for review.',
  },
  {
    kind: 'ACTIVE',
    path: '/admin/users/validate',
    label: 'Active',
    title: 'Active users',
    emptyText: 'Dealers show here once their company is accepted.',
  },
  {
    kind: 'REJECTED',
    path: '/admin/users/rejected',
    label: 'Rejected',
    title: 'Rejected users',
    emptyText: 'Dealers show here once they or their company are rejected.',
  },
];

/** The list of a path (its last segment decides; Pending when none matches). */
export function userListOf(pathname: string): UserList {
  const path = pathname.replace(/\/+$/, '');
  return USER_LISTS.find((list) => path.endsWith(list.path)) ?? USER_LISTS[0]!;
}
