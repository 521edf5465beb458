// The role × call matrix: every route of the OpenAPI document (and the two the document hides)
// called as a guest, a pending buyer, an accepted buyer, a client, an agent, another agent, a
// reviewer, an admin and a super admin, each answer checked against the access table
// (domain/src/access.ts): refused with the table's 401 or 403, or let through (anything else).
// Where a route reaches only some objects (a vehicle's owner, a negotiation's sides, a user the
// caller manages), the sample names one and the table's `reach` is checked on it too. A route
// without a row fails here and keeps the api from starting. Personal access tokens are personas
// too (a buyer's token with each scope, the staff's inventory:read token of an agent and of an
// admin): the row's token scopes are checked before its grants, and then the owner's grants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, refusalOf, routeAccess, type Caller } from '@canam/domain/access';
import type { AccessTokenScope } from '@canam/domain/accessTokens';
import type { RoleName } from '@canam/domain/roles';
import type { CompanyStatusCode } from '@canam/domain/statuses';
import { buildApp } from './app.ts';
import type { OpenApiDocument } from './testing/openApiFuzz.ts';
import { freshVehicleOnSale, userId } from './testing/offers.ts';
import { bearer, logIn } from './testing/session.ts';
import { TEST_TOKEN_SETTINGS, createTestApi, type TestApi } from './testing/testApi.ts';
import { completeVehicle } from './testing/vehicleIntake.ts';

/** Persona → demo account (null: a guest), in the order they call each route. */
const PERSONAS = {
  guest: null,
  pendingBuyer: 'pending.buyer@canam.test',
  buyer: 'buyer@canam.test',
  client: 'client@canam.test',
  anotherAgent: 'agent2@canam.test',
  reviewer: 'reviewer@canam.test',
  agent: 'agent@canam.test',
  admin: 'admin@canam.test',
  superAdmin: 'superadmin@canam.test',
} as const;
/** Token persona → the session persona that owns the token, and the token's scopes. */
const TOKEN_PERSONAS = {
  buyerCatalogueToken: { owner: 'buyer', scopes: ['catalogue:read'] },
  buyerOffersReadToken: { owner: 'buyer', scopes: ['offers:read'] },
  buyerOffersWriteToken: { owner: 'buyer', scopes: ['offers:write'] },
  pendingBuyerDealerToken: {
    owner: 'pendingBuyer',
    scopes: ['catalogue:read', 'offers:read', 'offers:write'],
  },
  clientDealerToken: { owner: 'client', scopes: ['catalogue:read', 'offers:read', 'offers:write'] },
  agentInventoryToken: { owner: 'agent', scopes: ['inventory:read'] },
  adminInventoryToken: { owner: 'admin', scopes: ['inventory:read'] },
  reviewerInventoryToken: { owner: 'reviewer', scopes: ['inventory:read'] },
} as const satisfies Record<string, { owner: keyof typeof PERSONAS; scopes: AccessTokenScope[] }>;
type SessionPersona = keyof typeof PERSONAS;
type TokenPersona = keyof typeof TOKEN_PERSONAS;
type Persona = SessionPersona | TokenPersona;
const ALL_PERSONAS = [...Object.keys(PERSONAS), ...Object.keys(TOKEN_PERSONAS)] as Persona[];

/** The session persona a persona acts as (a token's owner), for the reach of a sample. */
const ownerOf = (persona: Persona): SessionPersona =>
  persona in TOKEN_PERSONAS
    ? TOKEN_PERSONAS[persona as TokenPersona].owner
    : (persona as SessionPersona);

interface Sample {
  url: string;
  payload?: unknown;
  /**
   * The personas the sample's object reaches (the route's `reach`): the owner of its vehicle, the
   * sides of its negotiation, the managers of its user. Absent: the route reaches everything.
   */
  reachers?: readonly SessionPersona[];
}

/** Routes the OpenAPI document does not list. */
const HIDDEN_ROUTES = ['GET /api/openapi.json', 'GET /api/events', 'GET /uploads/*'];

let api: TestApi;
let doc: OpenApiDocument;
const tokens: Partial<Record<Persona, string>> = {};
const logoutTokens: Partial<Record<Persona, string>> = {};
const callers: Partial<Record<Persona, Caller | null>> = { guest: null };
const samples: Record<string, Sample> = {};

async function loginAs(persona: SessionPersona) {
  const email = PERSONAS[persona];
  if (!email) return;
  const login = await logIn(api.app, email);
  tokens[persona] = login.auth.accessToken;
  logoutTokens[persona] = (await logIn(api.app, email)).auth.accessToken;
  callers[persona] = {
    roles: login.user.roles.map((role) => role.name as RoleName),
    companyStatus: (login.user.userDetails.company?.status ?? null) as CompanyStatusCode | null,
  };
}

/** A personal access token of the owner's, created through its session. */
async function createToken(persona: TokenPersona) {
  const { owner, scopes } = TOKEN_PERSONAS[persona];
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/access-tokens',
    headers: bearer(tokens[owner]!),
    payload: { name: persona, scopes, expiresInDays: 30 },
  });
  expect(response.statusCode, response.body).toBe(200);
  tokens[persona] = logoutTokens[persona] = (response.json() as { token: string }).token;
  callers[persona] = { ...callers[owner]!, tokenScopes: scopes };
}

/** Fixtures each object-reaching route names, and the sample request of every such route. */
async function makeSamples() {
  const db = api.database.db;
  const id = async (email: string) => userId(db, email);
  const [buyer, agent, agent3] = await Promise.all([
    id('buyer@canam.test'),
    id('agent@canam.test'),
    id('agent3@canam.test'),
  ]);
  const negotiated = await freshVehicleOnSale(db, 'agent@canam.test');
  const offered = await freshVehicleOnSale(db, 'agent@canam.test', 1);
  const offer = await api.app.inject({
    method: 'POST',
    url: '/api/vehicle/offer',
    headers: bearer(tokens.buyer!),
    payload: { vehiclesId: negotiated, offerPrice: '9000' },
  });
  expect(offer.statusCode, offer.body).toBe(200);
  const offerId = (offer.json() as { id: number }).id;
  const [edited, sold] = await Promise.all([
    completeVehicle(db, agent),
    completeVehicle(db, agent, 'ReadyToSell'),
  ]);
  const photo = await db
    .insertInto('vehicle_photo')
    .values({ vehicle_id: edited, photo: 'vehicles/x.webp', photo_thumbnail: 'vehicles/x_t.webp' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const external = await db
    .insertInto('vehicle_photo')
    .values({
      vehicle_id: edited,
      photo: 'https://images.example.com/1.jpg',
      photo_thumbnail: 'https://images.example.com/1_t.jpg',
      external: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const agent3Row = await db
    .selectFrom('app_user')
    .selectAll()
    .where('id', '=', agent3)
    .executeTakeFirstOrThrow();

  const vehicleOwners: SessionPersona[] = ['agent', 'admin', 'superAdmin'];
  const chainSides: SessionPersona[] = ['buyer', 'agent', 'admin', 'superAdmin'];
  const agentManagers: SessionPersona[] = ['admin', 'superAdmin'];
  const loggedIn = (Object.keys(PERSONAS) as SessionPersona[]).filter(
    (persona) => persona !== 'guest',
  );
  Object.assign(samples, {
    'POST /api/vehicle/update': {
      url: '/api/vehicle/update',
      payload: { id: edited, status: 'Draft' },
      reachers: vehicleOwners,
    },
    'POST /api/vehicle/sell': {
      url: '/api/vehicle/sell',
      payload: { vehiclesId: sold, price: '21000', buyer, registerDate: '2026-01-02' },
      reachers: vehicleOwners,
    },
    'PUT /api/vehicle/price': {
      url: '/api/vehicle/price',
      payload: { vehicleId: edited, published: false, price: '21500' },
      reachers: vehicleOwners,
    },
    'PUT /api/vehiclesSales/saveReceivedPrice': {
      url: '/api/vehiclesSales/saveReceivedPrice',
      payload: { vehiclesId: sold, receivedPrice: '20000' },
      reachers: vehicleOwners,
    },
    'DELETE /api/vehicle/deletePhoto': {
      url: `/api/vehicle/deletePhoto?id=${photo.id}`,
      reachers: vehicleOwners,
    },
    'DELETE /api/vehicle/deleteExternalPhoto': {
      url: `/api/vehicle/deleteExternalPhoto?id=${external.id}`,
      reachers: vehicleOwners,
    },
    // The caller's own upload is taken before the vehicle is locked, so an unknown upload is a
    // 404 for everyone the gate lets through; another agent's 403 on a real photo is in
    // routes/vehicle/photos.test.ts.
    'POST /api/vehicle/assignPhoto': {
      url: '/api/vehicle/assignPhoto',
      payload: { vehiclesId: edited, partsId: 1, upload: 'u'.repeat(43) },
    },
    'GET /api/getUserNotificationValues': {
      url: '/api/getUserNotificationValues',
      reachers: loggedIn,
    },
    'PUT /api/user/disable-notifications': {
      url: '/api/user/disable-notifications',
      payload: { acceptEmail: true },
      reachers: loggedIn,
    },
    'POST /api/vehicle/offer': {
      url: '/api/vehicle/offer',
      payload: { vehiclesId: offered, offerPrice: '8000' },
      reachers: ['buyer', 'client'],
    },
    'POST /api/vehicle/counterOffer': {
      url: '/api/vehicle/counterOffer',
      payload: { vehiclesId: negotiated, clientId: buyer, offerPrice: '12000' },
      reachers: chainSides,
    },
    'POST /api/vehicle/validateOtherOffer': {
      url: '/api/vehicle/validateOtherOffer',
      payload: { offerId },
      reachers: chainSides,
    },
    'POST /api/vehicle/offerChain': {
      url: '/api/vehicle/offerChain',
      payload: { status: 1, vehicleId: negotiated, clientId: buyer },
      reachers: chainSides,
    },
    'GET /api/vehicle/getOfferHistory': {
      url: `/api/vehicle/getOfferHistory?vehicleId=${negotiated}`,
      reachers: chainSides,
    },
    // The buyer's own offer: only its other side may accept it.
    'POST /api/vehicle/acceptOffer': {
      url: '/api/vehicle/acceptOffer',
      payload: { id: offerId, vehiclesId: negotiated },
      reachers: vehicleOwners,
    },
    'PUT /api/user': {
      url: '/api/user',
      payload: {
        id: agent3,
        firstName: agent3Row.first_name,
        lastName: agent3Row.last_name,
        email: agent3Row.email,
        nickname: agent3Row.nickname,
        userDetails: {
          officePhoneNumber: agent3Row.office_phone_number,
          extension: agent3Row.extension ?? '',
          mobileNumber: agent3Row.mobile_number ?? '',
        },
      },
      reachers: agentManagers,
    },
    'PUT /api/user/status': {
      url: '/api/user/status',
      payload: { id: agent3, status: 1 },
      reachers: agentManagers,
    },
  } satisfies Record<string, Sample>);
}

beforeAll(async () => {
  // Each token persona calls every route once: more than a minute's default limit of one token.
  api = await createTestApi({ accessTokenRequestsPerMinute: 10_000 });
  doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const persona of Object.keys(PERSONAS) as SessionPersona[]) await loginAs(persona);
  for (const persona of Object.keys(TOKEN_PERSONAS) as TokenPersona[]) await createToken(persona);
  await makeSamples();
}, 120_000);
afterAll(() => api?.close());

/** `METHOD /path/:param` of every route the document lists, and the hidden ones. */
function everyRoute(): string[] {
  const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => method !== 'head')
      .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  return [...listed, ...HIDDEN_ROUTES];
}

/** A request that reaches the route's handler: its sample, or the bare path with an empty body. */
function sampleOf(key: string): Sample {
  const [method, path] = key.split(' ') as [string, string];
  if (samples[key]) return samples[key];
  const url = path.replace('*', 'vehicles/none.webp').replace(/:(\w+)/g, 'x');
  return method === 'GET' || method === 'DELETE' ? { url } : { url, payload: {} };
}

function expectedOf(key: string, persona: Persona): number | 'allowed' {
  const [method, path] = key.split(' ') as [string, string];
  const access = routeAccess(method, path)!;
  const refusal = refusalOf(access, callers[persona] ?? null);
  if (refusal !== null) return refusal.status;
  const { reachers } = sampleOf(key);
  if (access.reach && reachers && !reachers.includes(ownerOf(persona))) {
    return persona === 'guest' ? access.guest : 403;
  }
  return 'allowed';
}

async function call(key: string, persona: Persona) {
  const [method] = key.split(' ') as [string, string];
  const { url, payload } = sampleOf(key);
  const token = key === 'POST /api/auth/logout' ? logoutTokens[persona] : tokens[persona];
  return api.app.inject({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? bearer(token) : {},
  });
}

describe('the role × call matrix', () => {
  it('has a row for every route, and a route for every row', () => {
    const routes = everyRoute();
    expect(routes.filter((key) => !key.startsWith('GET /uploads') && !routeAccessOf(key))).toEqual(
      [],
    );
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('answers every route as the table says, for every persona', { timeout: 600_000 }, async () => {
    const wrong: string[] = [];
    for (const key of everyRoute()) {
      for (const persona of ALL_PERSONAS) {
        const expected = expectedOf(key, persona);
        const response = await call(key, persona);
        const status = response.statusCode;
        const ok =
          expected === 'allowed'
            ? status !== 401 && status !== 403 && status < 500
            : status === expected && codeAsExpected(key, persona, response.body);
        if (!ok)
          wrong.push(
            `${key} as ${persona}: ${status} (expected ${expected}) ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the gateways read the event stream with the events secret only', async () => {
    const secret = await api.app.inject({
      method: 'GET',
      url: '/api/events?after=0&until=0',
      headers: { 'x-events-secret': api.app.eventsSecret },
    });
    expect(secret.statusCode).toBe(200);
    const wrongSecret = await api.app.inject({
      method: 'GET',
      url: '/api/events?after=0&until=0',
      headers: { 'x-events-secret': 'x'.repeat(api.app.eventsSecret.length) },
    });
    expect(wrongSecret.statusCode).toBe(403);
  });

  it('keeps an api with a route the table lacks from starting', async () => {
    const app = await buildApp({
      db: api.database.db,
      tokenSettings: TEST_TOKEN_SETTINGS,
      uploadsDir: '/tmp/canam-matrix-uploads',
    });
    app.get('/api/not-in-the-table', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(
      'Routes without a row in domain/src/access.ts: GET /api/not-in-the-table',
    );
  });
});

/** A token refused for its scopes is told so (TOKEN_SCOPE); no other refusal says that. */
function codeAsExpected(key: string, persona: Persona, body: string): boolean {
  const [method, path] = key.split(' ') as [string, string];
  const refusal = refusalOf(routeAccess(method, path)!, callers[persona] ?? null);
  const scopeRefusal = refusal?.reason?.code === 'TOKEN_SCOPE';
  let code: string | undefined;
  try {
    code = (JSON.parse(body) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return scopeRefusal === (code === 'TOKEN_SCOPE');
}

function routeAccessOf(key: string) {
  const [method, path] = key.split(' ') as [string, string];
  return routeAccess(method, path);
}
