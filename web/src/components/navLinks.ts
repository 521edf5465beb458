// The navbar links of each role (specification, "Navigation and layouts").
export interface NavLink {
  label: string;
  to: string;
  /** Dealers without an accepted company see the link greyed out. */
  disabled: boolean;
}

interface NavViewer {
  isLoggedIn: boolean;
  roles: readonly string[];
  companyStatus: string | null | undefined;
  homeRoute: string;
}

export const INVENTORY_PATH = '/inventory/vehicles';
/** The super admin vehicle table (specification 001: super admins and admins). */
export const VEHICLE_TABLE_PATH = '/superAdmin/vehicles/table';
/** The VIN screen: registering a vehicle and the bulk files (admin.vehicles.registry). */
export const VEHICLE_REGISTRY_PATH = '/admin/vehicles/registry';
/** Staff's Users: assign-company, the dealer users and their companies. */
export const STAFF_USERS_PATH = '/admin/assign-company';
/** The agents page (admins and super admins). */
export const AGENTS_PATH = '/admin/agent';
/** A client's users of its own company, and its company's vehicles table. */
export const CLIENT_USERS_PATH = '/buyer/users';
export const CLIENT_VEHICLES_TABLE_PATH = '/buyer/client/vehicles/table';
/** Personal access tokens of the logged-in user (the account link beside the greeting). */
export const ACCESS_TOKENS_PATH = '/account/access-tokens';

/** The offers page of an admin or agent (the navbar's offers button); null for everyone else. */
export function offersRouteFor(roles: readonly string[]): string | null {
  switch (roles[0]) {
    case 'ROLE_SUPER_ADMIN':
    case 'ROLE_ADMIN':
      return '/admin/vehicles/offers';
    case 'ROLE_AGENT':
      return '/agent/vehicles/offers';
    default:
      return null;
  }
}

export function navLinksFor(viewer: NavViewer): NavLink[] {
  const link = (label: string, to: string, disabled = false): NavLink => ({ label, to, disabled });
  if (!viewer.isLoggedIn) {
    return [link('View Inventory', INVENTORY_PATH), link('Buy now!', INVENTORY_PATH)];
  }
  const inventory = viewer.homeRoute === '/' ? INVENTORY_PATH : viewer.homeRoute;
  const dealerLocked = viewer.companyStatus !== 'ACCEPTED';
  switch (viewer.roles[0]) {
    case 'ROLE_SUPER_ADMIN':
    case 'ROLE_ADMIN':
      return [
        link('View Inventory', inventory),
        link('Vehicles table', VEHICLE_TABLE_PATH),
        link('Vehicle registry', VEHICLE_REGISTRY_PATH),
        link('Users', STAFF_USERS_PATH),
        link('Agents', AGENTS_PATH),
      ];
    case 'ROLE_CLIENT':
      return [
        link('View Inventory', inventory, dealerLocked),
        link('Users', CLIENT_USERS_PATH, dealerLocked),
        link('Vehicles table', CLIENT_VEHICLES_TABLE_PATH, dealerLocked),
      ];
    case 'ROLE_BUYER':
      return [link('View Inventory', inventory, dealerLocked)];
    case 'ROLE_AGENT':
      return [link('View Inventory', inventory)];
    case 'ROLE_REVIEWER':
      return [link('Users', STAFF_USERS_PATH)];
    default:
      return [link('View Inventory', INVENTORY_PATH)];
  }
}
