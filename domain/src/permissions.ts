// Who may read and do what, per role: the one place the api, the gateway and the web ask.
// docs/security.md is this table in words; the specification's role tables are its source.
import { ROLE_NAMES, type RoleName } from './roles.ts';

/** How far a right reaches: everything, what the user owns, or nothing. */
export type Scope = 'all' | 'own' | 'none';

export interface RoleRights {
  /**
   * The back-office view of vehicles: every status (Draft, Inactive…), cost, cost in USD, fx,
   * reserved price, sale data and buyer names.
   */
  backOfficeVehicles: boolean;
  /**
   * The provider side of negotiations: the chains, offer amounts and higher-offer answers of
   * these vehicles, counter-offers and acceptances on them, and their offer notifications.
   */
  negotiates: Scope;
  /** Makes offers and buys (dealers; the company must also be accepted). */
  buys: boolean;
  /** Edits vehicles: every vehicle, or those it owns (usersId). */
  editsVehicles: Scope;
  /** Reviews dealer companies: accepts or rejects them, e-mails the company registration form. */
  reviewsDealers: boolean;
  /** Reads the stored e-mail outbox (which holds password-reset links). */
  readsMailOutbox: boolean;
  /**
   * The super admin vehicle table and dashboard: reads and writes the checks, condition reports
   * and notes of every vehicle (specification 001: the /superAdmin area, admins and super admins).
   */
  keepsVehicleRecords: boolean;
  /**
   * The VIN screen's bulk files: uploads vehicles and updates their statuses from a CSV or XLSX
   * file (specification 001 §6 gives it to the super admin; the admin opens the same VIN screen
   * and edits every vehicle anyway, so it has it too).
   */
  importsVehicles: boolean;
  /**
   * The agents page (specification 001 §6: the admin "manages agents"): lists, creates, edits,
   * deactivates and reactivates agents (role id 4).
   */
  managesAgents: boolean;
  /**
   * The client users page (/buyer/users) and the client vehicles table: manages the sub-users
   * (role id 2) of its own company, the company always taken from its own profile.
   */
  managesCompanyUsers: boolean;
}

const NOTHING: RoleRights = {
  backOfficeVehicles: false,
  negotiates: 'none',
  buys: false,
  editsVehicles: 'none',
  reviewsDealers: false,
  readsMailOutbox: false,
  keepsVehicleRecords: false,
  importsVehicles: false,
  managesAgents: false,
  managesCompanyUsers: false,
};

/**
 * The specification's role table (001 §6, 000 §6). The reviewer's rights are users and companies
 * only (its navigation shows Users alone and it lands on assign-company), so it sees vehicles as
 * any logged-in user without a company does: on sale, no prices, no offers.
 */
export const ROLE_RIGHTS: Record<RoleName, RoleRights> = {
  ROLE_SUPER_ADMIN: {
    ...NOTHING,
    backOfficeVehicles: true,
    negotiates: 'all',
    editsVehicles: 'all',
    reviewsDealers: true,
    readsMailOutbox: true,
    keepsVehicleRecords: true,
    importsVehicles: true,
    managesAgents: true,
  },
  ROLE_ADMIN: {
    ...NOTHING,
    backOfficeVehicles: true,
    negotiates: 'all',
    editsVehicles: 'all',
    reviewsDealers: true,
    keepsVehicleRecords: true,
    importsVehicles: true,
    managesAgents: true,
  },
  ROLE_AGENT: {
    ...NOTHING,
    backOfficeVehicles: true,
    negotiates: 'own',
    editsVehicles: 'own',
  },
  ROLE_REVIEWER: { ...NOTHING, reviewsDealers: true },
  ROLE_CLIENT: { ...NOTHING, buys: true, managesCompanyUsers: true },
  ROLE_BUYER: { ...NOTHING, buys: true },
};

const SCOPE_ORDER: readonly Scope[] = ['none', 'own', 'all'];

const wider = (a: Scope, b: Scope) => (SCOPE_ORDER.indexOf(b) > SCOPE_ORDER.indexOf(a) ? b : a);

/** The rights of a user with these roles: the widest any of its roles gives. */
export function rightsOf(roles: readonly RoleName[]): RoleRights {
  const rights = { ...NOTHING };
  for (const role of roles) {
    const granted = ROLE_RIGHTS[role];
    if (!granted) continue;
    rights.backOfficeVehicles ||= granted.backOfficeVehicles;
    rights.buys ||= granted.buys;
    rights.readsMailOutbox ||= granted.readsMailOutbox;
    rights.keepsVehicleRecords ||= granted.keepsVehicleRecords;
    rights.importsVehicles ||= granted.importsVehicles;
    rights.reviewsDealers ||= granted.reviewsDealers;
    rights.managesAgents ||= granted.managesAgents;
    rights.managesCompanyUsers ||= granted.managesCompanyUsers;
    rights.negotiates = wider(rights.negotiates, granted.negotiates);
    rights.editsVehicles = wider(rights.editsVehicles, granted.editsVehicles);
  }
  return rights;
}

/** Does a scoped right reach a vehicle owned by `ownerId` (its usersId)? */
export function reaches(scope: Scope, viewerId: number, ownerId: number | null): boolean {
  return scope === 'all' || (scope === 'own' && ownerId !== null && ownerId === viewerId);
}

/**
 * The provider side of negotiations: staff who negotiate on some vehicles (admins and super
 * admins on all, an agent on its own); dealers are the client side, reviewers neither.
 */
export function isProvider(roles: readonly RoleName[]): boolean {
  return rightsOf(roles).negotiates !== 'none';
}

/** May a staff member with these roles negotiate on a vehicle owned by `ownerId`? */
export function negotiatesOn(
  roles: readonly RoleName[],
  viewerId: number,
  ownerId: number | null,
): boolean {
  return reaches(rightsOf(roles).negotiates, viewerId, ownerId);
}

/** Prices: the back office, and dealers whose company is accepted (specification, visibility). */
export function seesPrices(roles: readonly RoleName[], companyAccepted: boolean): boolean {
  const rights = rightsOf(roles);
  return rights.backOfficeVehicles || (rights.buys && companyAccepted);
}

/** The roles a right is given to (route guards list them). */
export function rolesWhere(test: (rights: RoleRights) => boolean): RoleName[] {
  return ROLE_NAMES.filter((role) => test(ROLE_RIGHTS[role]));
}
