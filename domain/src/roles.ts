// Roles of the specification, their database ids and the route each role lands on after login.
export const ROLE_NAMES = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_AGENT',
  'ROLE_CLIENT',
  'ROLE_BUYER',
  'ROLE_REVIEWER',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * Role ids. The specification fixes three: sign-up creates role id 3, a client's sub-users get
 * role id 2 and agents role id 4. Sub-users are the company's buyers ("a client ... manages
 * sub-users (buyers)"), so 2 is ROLE_BUYER; the person who signs up registers the company and
 * manages its sub-users, so 3 is ROLE_CLIENT. The remaining staff roles take 1, 5 and 6.
 */
export const ROLE_IDS: Record<RoleName, number> = {
  ROLE_SUPER_ADMIN: 1,
  ROLE_BUYER: 2,
  ROLE_CLIENT: 3,
  ROLE_AGENT: 4,
  ROLE_ADMIN: 5,
  ROLE_REVIEWER: 6,
};

export const STAFF_ROLES: readonly RoleName[] = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_AGENT',
  'ROLE_REVIEWER',
];
export const DEALER_ROLES: readonly RoleName[] = ['ROLE_CLIENT', 'ROLE_BUYER'];

/** A dealer's role: the client who registered its company, or one of the company's buyers. */
export function isDealerRole(role: string): boolean {
  return (DEALER_ROLES as readonly string[]).includes(role);
}

/** Dealers (clients and buyers) make offers and buy; one dealer role among the user's is enough. */
export function isDealer(roles: readonly string[]): boolean {
  return roles.some(isDealerRole);
}

export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('ROLE_ADMIN') || roles.includes('ROLE_SUPER_ADMIN');
}

/** Home route by the user's first role (specification, login). */
export function homeRouteFor(roles: readonly RoleName[]): string {
  switch (roles[0]) {
    case 'ROLE_SUPER_ADMIN':
    case 'ROLE_ADMIN':
      return '/admin/vehicles/list';
    case 'ROLE_BUYER':
      return '/buyer/buyer-car-list';
    case 'ROLE_CLIENT':
      return '/buyer/car-list';
    case 'ROLE_AGENT':
      return '/agent/vehicles/list';
    case 'ROLE_REVIEWER':
      return '/admin/assign-company';
    default:
      return '/';
  }
}
