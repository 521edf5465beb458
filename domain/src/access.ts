// Who may call each REST route of the api: the one table of who may do what. The api's gate
// (api/src/plugins/routeAccess.ts) reads it before every handler and refuses to start when a
// route has no row; the role × call matrix test (api/src/access.matrix.test.ts) calls every
// route of the OpenAPI document as each persona and checks the answer against it. Handlers only
// add the `reach` checks (which vehicle, chain or user), never another role rule.
import { effectiveScopes, type AccessTokenScope } from './accessTokens.ts';
import { OFFER_REFUSALS } from './offers.ts';
import { rightsOf, type RoleRights, type Scope } from './permissions.ts';
import { ACCESS_TOKEN_MESSAGES } from './rest/accessTokens.ts';
import type { ErrorCode } from './rest/errors.ts';
import { USER_MESSAGES } from './rest/users.ts';
import type { RoleName } from './roles.ts';
import { COMPANY_STATUS, type CompanyStatusCode } from './statuses.ts';

type YesNoRight = {
  [K in keyof RoleRights]: RoleRights[K] extends boolean ? K : never;
}[keyof RoleRights];
type ScopedRight = {
  [K in keyof RoleRights]: RoleRights[K] extends Scope ? K : never;
}[keyof RoleRights];

/**
 * What lets a caller through: anyone (guests too), guests only (sign-up), any logged-in user, a yes/no right, a scoped
 * right that reaches at least its own (`editsVehicles`, `negotiates`), a dealer of an accepted
 * company, anyone with offer notifications, or the gateways' events secret (no user at all).
 */
export type Grant =
  | 'anyone'
  | 'guest'
  | 'loggedIn'
  | 'eventsSecret'
  | 'acceptedDealer'
  | 'offerNotifications'
  | YesNoRight
  | ScopedRight;

/**
 * What the handler checks beyond the gate, on the object named in the request: the vehicle's
 * owning agent (`ownVehicle`), the negotiation's dealer or the vehicle's negotiating staff
 * (`ownChain`), a user the caller manages (an agent for agent managers, a user of its own company
 * for clients: `managedUser`), the caller itself or a token it holds (`self`). A caller the object
 * is out of reach of gets 403 (a guest the row's `guest` status).
 */
export type Reach = 'ownVehicle' | 'ownChain' | 'managedUser' | 'self';

/** Refusals that say why, with their code and text; any other refusal is a bare 403. */
export const ACCESS_REFUSALS = {
  notDealer: { code: 'NOT_DEALER', message: OFFER_REFUSALS.notDealer },
  companyNotAccepted: { code: 'COMPANY_NOT_ACCEPTED', message: OFFER_REFUSALS.companyNotAccepted },
  notYourVehicle: { code: 'NOT_YOUR_VEHICLE', message: OFFER_REFUSALS.notYourVehicle },
  roleNotAllowed: { code: 'ROLE_NOT_ALLOWED', message: USER_MESSAGES.roleNotAllowed },
  tokenScope: { code: 'TOKEN_SCOPE', message: ACCESS_TOKEN_MESSAGES.scopeRefused },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;
export type RefusalReason = keyof typeof ACCESS_REFUSALS;

export interface RouteAccess {
  grants: readonly Grant[];
  /** What a guest gets when no grant lets it through: 401 (log in) or 403 (not for you). */
  guest: 401 | 403;
  reach?: Reach;
  /** Why a logged-in caller is refused (a dealer refused by `acceptedDealer` is told its own). */
  refusal?: RefusalReason;
  /**
   * The personal-access-token scopes that let a token through (its owner's grants still apply);
   * absent: no token at all, only a session (403 TOKEN_SCOPE).
   */
  tokens?: readonly AccessTokenScope[];
}

export interface Refusal {
  status: 401 | 403;
  /** Why, when the row says (a code and its text). */
  reason?: (typeof ACCESS_REFUSALS)[RefusalReason];
}

/** The caller as the gate sees it; null for a guest. */
export interface Caller {
  roles: readonly RoleName[];
  companyStatus: CompanyStatusCode | null;
  /** A personal access token's scopes; absent for a session. */
  tokenScopes?: readonly AccessTokenScope[];
}

const anyone: RouteAccess = { grants: ['anyone'], guest: 403 };
const loggedIn = (reach?: Reach): RouteAccess => ({ grants: ['loggedIn'], guest: 401, reach });
/** A right, with guests refused like anyone else without it (403). */
const right = (grant: Grant, reach?: Reach): RouteAccess => ({
  grants: [grant],
  guest: 403,
  reach,
});
/** A right, with guests asked to log in (401). */
const rightAfterLogin = (grant: Grant, reach?: Reach): RouteAccess => ({
  grants: [grant],
  guest: 401,
  reach,
});

// Token scopes of the rows (accessTokens.ts): what each lets a personal access token call.
const ANY_TOKEN: readonly AccessTokenScope[] = [
  'catalogue:read',
  'offers:read',
  'offers:write',
  'inventory:read',
];
/** The catalogue: dealer tools, and staff tools reading the back office. */
const CATALOGUE: readonly AccessTokenScope[] = ['catalogue:read', 'inventory:read'];
/** The caller's negotiations and purchases, read: its own (dealers) or those it may read (staff). */
const OFFERS_READ: readonly AccessTokenScope[] = ['offers:read', 'inventory:read'];
const OFFERS_WRITE: readonly AccessTokenScope[] = ['offers:write'];
const INVENTORY: readonly AccessTokenScope[] = ['inventory:read'];
/** A row with the token scopes that open it. */
const withTokens = (access: RouteAccess, tokens: readonly AccessTokenScope[]): RouteAccess => ({
  ...access,
  tokens,
});

/** Every route of the api: `METHOD path` as Fastify registers it (HEAD follows its GET). */
export const ROUTE_ACCESS = {
  // Public site, sessions, onboarding links (the token in the request is the credential).
  'GET /api/openapi.json': withTokens(anyone, ANY_TOKEN),
  'GET /api/health': withTokens(anyone, ANY_TOKEN),
  // Health checks of load balancers and the supervisor (docs/deploy.md): a status, nothing more.
  'GET /healthz': withTokens(anyone, ANY_TOKEN),
  'GET /readyz': withTokens(anyone, ANY_TOKEN),
  'GET /uploads/*': withTokens(anyone, ANY_TOKEN),
  'POST /api/login': anyone,
  'POST /api/auth/checkToken': anyone,
  'POST /api/auth/logout': loggedIn('self'),
  'GET /api/user/profile': withTokens(loggedIn('self'), ANY_TOKEN),
  'GET /api/address/zip/:zip': anyone,
  'GET /api/address/search': anyone,
  'POST /api/contact-us': anyone,
  'GET /api/user': anyone,
  'POST /api/user/validate-repeat-email': anyone,
  // Sign-up for guests; with a bearer, agents (managesAgents) and sub-users (managesCompanyUsers).
  'POST /api/user/create': {
    grants: ['guest', 'managesAgents', 'managesCompanyUsers'],
    guest: 403,
    refusal: 'roleNotAllowed',
  },
  'PUT /api/user/completeRegistration': anyone,
  'POST /api/createPreRegisterCompany': anyone,
  'POST /api/forgotPassword': anyone,
  'GET /api/setPassword/:token': anyone,
  'PUT /api/setPassword/:token': anyone,
  // An e-mail link's token, or else the logged-in caller's own preference.
  'GET /api/getUserNotificationValues': { grants: ['anyone'], guest: 401, reach: 'self' },
  'PUT /api/user/disable-notifications': { grants: ['anyone'], guest: 401, reach: 'self' },
  // The catalogue: every caller, as it may see it (vehicles/audience.ts).
  'GET /api/vehicle': withTokens(anyone, CATALOGUE),
  'GET /api/vehicle/public': withTokens(anyone, CATALOGUE),
  'GET /api/vehicle/getFiltersCanam': withTokens(anyone, CATALOGUE),
  'GET /api/vehicle/findVehicle': withTokens(anyone, CATALOGUE),
  'GET /api/vehicle/downloadCr': withTokens(anyone, CATALOGUE),
  // Negotiation.
  'POST /api/vehicle/offer': withTokens(
    rightAfterLogin('acceptedDealer', 'ownChain'),
    OFFERS_WRITE,
  ),
  'POST /api/vehicle/buy': withTokens(rightAfterLogin('acceptedDealer'), OFFERS_WRITE),
  'POST /api/vehicle/counterOffer': {
    grants: ['negotiates'],
    guest: 401,
    reach: 'ownChain',
    refusal: 'notYourVehicle',
    tokens: OFFERS_WRITE,
  },
  'POST /api/vehicle/acceptOffer': {
    grants: ['acceptedDealer', 'negotiates'],
    guest: 401,
    reach: 'ownChain',
    refusal: 'notYourVehicle',
    tokens: OFFERS_WRITE,
  },
  // Reads, though POSTed: the higher-offer check and one negotiation's offers.
  'POST /api/vehicle/validateOtherOffer': {
    grants: ['buys', 'negotiates'],
    guest: 401,
    reach: 'ownChain',
    tokens: OFFERS_READ,
  },
  'POST /api/vehicle/offerChain': {
    grants: ['buys', 'negotiates'],
    guest: 401,
    reach: 'ownChain',
    tokens: OFFERS_READ,
  },
  // Every chain on the vehicle the caller sees (none: an empty list).
  'GET /api/vehicle/getOfferHistory': withTokens(loggedIn(), OFFERS_READ),
  'GET /api/vehicle/getOffersByUser': withTokens(rightAfterLogin('buys'), OFFERS_READ),
  'GET /api/vehicle/getVehiclesOffers': withTokens(rightAfterLogin('negotiates'), INVENTORY),
  'GET /api/vehiclesSales': withTokens(loggedIn(), OFFERS_READ),
  'GET /api/vehicle/offer-notifications': withTokens(
    rightAfterLogin('offerNotifications'),
    OFFERS_READ,
  ),
  // A dealer tool marks its own notifications read; the staff token writes nothing.
  'PUT /api/vehicle/offer-notifications': withTokens(rightAfterLogin('offerNotifications'), [
    'offers:read',
  ]),
  'PUT /api/vehicle/readOfferNotification': withTokens(rightAfterLogin('offerNotifications'), [
    'offers:read',
  ]),
  // Back office: the vehicle table and its records.
  'GET /api/vehicle/getForTable': withTokens(right('keepsVehicleRecords'), INVENTORY),
  'PUT /api/vehicle/agent': right('keepsVehicleRecords'),
  'POST /api/vehicle/check': right('keepsVehicleRecords'),
  'GET /api/vehicle/check': withTokens(right('keepsVehicleRecords'), INVENTORY),
  'PUT /api/vehicle/check': right('keepsVehicleRecords'),
  'POST /api/vehicle/conditional-report': right('keepsVehicleRecords'),
  'GET /api/vehicle/conditional-report': withTokens(right('keepsVehicleRecords'), INVENTORY),
  'PUT /api/vehicle/conditional-report': right('keepsVehicleRecords'),
  'POST /api/vehicle/note': right('keepsVehicleRecords'),
  'GET /api/vehicle/note': withTokens(right('keepsVehicleRecords'), INVENTORY),
  'PUT /api/vehicle/note': right('keepsVehicleRecords'),
  'GET /api/user/listNickname': withTokens(rightAfterLogin('backOfficeVehicles'), INVENTORY),
  // Back office: vehicle intake, photos and bulk files.
  'POST /api/vehicle': right('editsVehicles'),
  'POST /api/vehicle/update': right('editsVehicles', 'ownVehicle'),
  'POST /api/vehicle/sell': right('editsVehicles', 'ownVehicle'),
  'PUT /api/vehicle/price': right('editsVehicles', 'ownVehicle'),
  'PUT /api/vehiclesSales/saveReceivedPrice': right('editsVehicles', 'ownVehicle'),
  'GET /api/vehicle/part': right('editsVehicles'),
  'GET /api/user/listAgentClient': right('editsVehicles'),
  'GET /api/user/buyers': right('editsVehicles'),
  'POST /api/vehicle/assignPhoto': right('editsVehicles', 'ownVehicle'),
  'DELETE /api/vehicle/deletePhoto': right('editsVehicles', 'ownVehicle'),
  'DELETE /api/vehicle/deleteExternalPhoto': right('editsVehicles', 'ownVehicle'),
  'POST /api/upload': { grants: ['editsVehicles', 'importsVehicles'], guest: 403 },
  'PUT /uploads/incoming/:token': loggedIn('self'),
  'POST /api/vehicle/csv': right('importsVehicles'),
  'POST /api/vehicle/updateVehicleStatusCsv': right('importsVehicles'),
  'GET /api/vehicle/csvTemplate': right('importsVehicles'),
  // People: the admin users pages, agents, a client's users and vehicles.
  'GET /api/user/list': right('reviewsDealers'),
  'GET /api/user/agents': right('managesAgents'),
  'GET /api/user/companyUsers': right('managesCompanyUsers'),
  'PUT /api/user': {
    grants: ['managesAgents', 'managesCompanyUsers'],
    guest: 403,
    reach: 'managedUser',
  },
  'PUT /api/user/status': {
    grants: ['managesAgents', 'managesCompanyUsers'],
    guest: 403,
    reach: 'managedUser',
  },
  'GET /api/client/vehicles': right('managesCompanyUsers'),
  // Dealer review and assign-company.
  'PUT /api/company': right('reviewsDealers'),
  'GET /api/company': withTokens(right('reviewsDealers'), INVENTORY),
  'GET /api/company/listUserWithoutCompany': right('reviewsDealers'),
  'GET /api/company/listCompanyAndPreCompany': withTokens(right('reviewsDealers'), INVENTORY),
  'GET /api/company/listCompany': withTokens(right('reviewsDealers'), INVENTORY),
  'GET /api/company/listUserByCompany': withTokens(right('reviewsDealers'), INVENTORY),
  'POST /api/company/saveDealer': right('reviewsDealers'),
  'PUT /api/company/assignCompany': right('reviewsDealers'),
  'PUT /api/company/rejectCompany': right('reviewsDealers'),
  'DELETE /api/company/deleteUserNotValidate': right('reviewsDealers'),
  'PUT /api/company/validations': right('reviewsDealers'),
  'POST /api/user/send-company-email': rightAfterLogin('reviewsDealers'),
  // The stored e-mail outbox holds password-reset links.
  'GET /api/email-outbox': rightAfterLogin('readsMailOutbox'),
  // The gateways' event stream: the events secret, no user.
  'GET /api/events': { grants: ['eventsSecret'], guest: 403 },
  // Personal access tokens: the caller's own, managed by a session only (never by a token).
  'GET /api/access-tokens': loggedIn('self'),
  'POST /api/access-tokens': loggedIn('self'),
  'DELETE /api/access-tokens/:id': loggedIn('self'),
} as const satisfies Record<string, RouteAccess>;

export type RouteKey = keyof typeof ROUTE_ACCESS;

/** The table's row of a route; undefined when it has none. */
export function routeAccess(method: string, path: string): RouteAccess | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${path}`;
  return (ROUTE_ACCESS as Record<string, RouteAccess>)[key];
}

function grantLetsIn(grant: Grant, caller: Caller | null, eventsSecret: boolean): boolean {
  if (grant === 'anyone') return true;
  if (grant === 'guest') return caller === null;
  if (grant === 'eventsSecret') return eventsSecret;
  if (caller === null) return false;
  const rights = rightsOf(caller.roles);
  switch (grant) {
    case 'loggedIn':
      return true;
    case 'acceptedDealer':
      return rights.buys && caller.companyStatus === COMPANY_STATUS.ACCEPTED;
    case 'offerNotifications':
      return rights.negotiates !== 'none' || rights.buys;
    case 'editsVehicles':
    case 'negotiates':
      return rights[grant] !== 'none';
    default:
      return rights[grant];
  }
}

/** Why a caller is refused: a dealer by `acceptedDealer` its company, anyone else the row's reason. */
function reasonOf(access: RouteAccess, caller: Caller | null): RefusalReason | undefined {
  if (caller && access.grants.includes('acceptedDealer')) {
    if (rightsOf(caller.roles).buys) return 'companyNotAccepted';
    return access.refusal ?? 'notDealer';
  }
  return access.refusal;
}

/** Does one of the token's scopes that its owner still may use open the row? */
function tokenOpens(
  access: RouteAccess,
  caller: Caller,
  scopes: readonly AccessTokenScope[],
): boolean {
  const usable = effectiveScopes(scopes, caller.roles);
  return (access.tokens ?? []).some((scope) => usable.includes(scope));
}

/**
 * The gate's answer: null when one of the row's grants lets the caller through, else the refusal
 * (a guest gets the row's `guest` status, anyone else 403 with the row's reason). A personal
 * access token must first have a scope that opens the row (else 403 TOKEN_SCOPE). `eventsSecret`
 * says whether the request presented the gateways' events secret.
 */
export function refusalOf(
  access: RouteAccess,
  caller: Caller | null,
  eventsSecret = false,
): Refusal | null {
  if (caller?.tokenScopes && !tokenOpens(access, caller, caller.tokenScopes)) {
    return { status: 403, reason: ACCESS_REFUSALS.tokenScope };
  }
  if (access.grants.some((grant) => grantLetsIn(grant, caller, eventsSecret))) return null;
  if (caller === null) return { status: access.guest };
  const reason = reasonOf(access, caller);
  return reason ? { status: 403, reason: ACCESS_REFUSALS[reason] } : { status: 403 };
}
