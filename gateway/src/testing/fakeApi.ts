// A small in-memory REST api on an undici MockAgent, speaking the contract of domain/src/rest:
// users (super admin, admin, agent, accepted dealer, pending dealer) with fixed tokens, 120
// vehicles, login messages by e-mail, and a log of every call (method, path, headers) to count
// them. Agents, offer notifications and the contact form are answered by fakeApiRoutes.ts, the
// negotiation paths by fakeOffersApi.ts, the vehicle table and its records by
// fakeVehicleTableApi.ts and fakeVehicleRecordsApi.ts, whose writes are events a test may hand
// on to a fake event stream (publishTo), the registry and edit paths by fakeVehicleIntakeApi.ts,
// the upload, photo and bulk file paths by fakeVehicleFilesApi.ts, and the back office's people
// and companies by fakeAccountsAdminApi.ts (whose deactivations refuse a token at once).
import { MockAgent } from 'undici';
import type { Dispatcher } from 'undici';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { ErrorCode } from '@canam/domain/rest/errors';
import { nullFields } from '@canam/domain/rest/nullFields';
import { staffVehicleColumns, vehicleColumns, type VehicleDto } from '@canam/domain/rest/vehicle';
import type { RoleName } from '@canam/domain/roles';
import type { CompanyStatusCode } from '@canam/domain/statuses';
import { createAccountsAdminFake } from './fakeAccountsAdminApi.ts';
import { createAccountsFake } from './fakeAccountsApi.ts';
import { answerMore, json, refusal } from './fakeApiRoutes.ts';
import type { FakeEventInput } from './fakeEventStream.ts';
import { answerOffers } from './fakeOffersApi.ts';
import { createFilesFake } from './fakeVehicleFilesApi.ts';
import { createIntakeFake } from './fakeVehicleIntakeApi.ts';
import { createRecordsFake } from './fakeVehicleRecordsApi.ts';
import { createVehicleTableFake } from './fakeVehicleTableApi.ts';

export const FAKE_API_URL = 'http://api.test';

export interface FakeCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

const COMPANY_NAMES: Record<number, [string, string]> = {
  70: ['Dealer LLC', 'Dealer'],
  71: ['Great Lakes Auto LLC', 'Great Lakes Auto'],
};

function profile(
  id: number,
  role: RoleName,
  companyStatus: CompanyStatusCode | null,
  companyId = 70,
): UserProfileDto {
  const [companyName, commercialName] = COMPANY_NAMES[companyId]!;
  return {
    id,
    firstName: `First${id}`,
    lastName: `Last${id}`,
    email: `user${id}@canam.test`,
    status: 1,
    rolesId: [id],
    roles: [{ id, name: role }],
    userDetails: {
      extension: null,
      mobileNumber: null,
      officePhoneNumber: null,
      acceptEmail: true,
      acceptSms: false,
      companiesId: companyStatus ? companyId : null,
      company: companyStatus
        ? { id: companyId, companyName, commercialName, status: companyStatus }
        : null,
    },
  };
}

export const PROFILES: Record<string, UserProfileDto> = {
  'admin-token': profile(1, 'ROLE_ADMIN', null),
  'superadmin-token': profile(6, 'ROLE_SUPER_ADMIN', null),
  'agent-token': profile(4, 'ROLE_AGENT', null),
  'dealer-token': profile(3, 'ROLE_CLIENT', 1),
  'pending-token': profile(2, 'ROLE_BUYER', 2, 71),
  'reviewer-token': profile(7, 'ROLE_REVIEWER', null),
  'subuser-token': profile(9, 'ROLE_BUYER', 1),
};

const LOGIN_REFUSALS: Record<string, [ErrorCode, string]> = {
  'inactive@canam.test': ['USER_INACTIVE', 'User Inactive'],
  'rejected@canam.test': ['COMPANY_REJECTED', 'Company has been rejected'],
  'pending@canam.test': ['COMPANY_NOT_ACTIVE', 'Company not active yet'],
  // A refusal reworded by the api: the gateway reads its code, not its text.
  'reworded@canam.test': ['USER_INACTIVE', 'This account is switched off'],
};

export function fakeVehicle(id: number): VehicleDto {
  const photo = (n: number) => ({
    id: n,
    photo: `/uploads/${id}/${n}.jpg`,
    photoThumbnail: `/uploads/${id}/${n}-t.jpg`,
    part: n === 1 ? { id: 9, name: 'Front' } : null,
  });
  return {
    // Plain columns it does not name are null, so a column the contract adds needs no line here.
    ...nullFields(vehicleColumns),
    ...nullFields(staffVehicleColumns),
    id,
    vehicleId: `SRC-${id}`,
    vinNumber: {
      vinNumber: `VIN${String(id).padStart(14, '0')}`,
      make: id % 2 ? 'Ford' : 'Toyota',
      model: id % 2 ? 'F-150' : 'Camry',
      year: 2015 + (id % 8),
      trim: null,
      options: null,
      style: null,
      doors: 4,
      vehicleType: null,
      driveType: null,
      madeIn: null,
      madeInCity: null,
      transmissionType: 'Automatic',
      engine: null,
    },
    stockNumber: `S${id}`,
    miles: 10_000 * id,
    price: `${20_000 + id}.50`,
    cost: '22500.00',
    fx: '1.25',
    status: id === 5 ? 'Inactive' : 'ReadyToSell',
    finalPrice: null,
    highestOffer: { offerPrice: '19000.00', registerDate: '2026-01-02T03:04:05.000Z' },
    lastOffer: null,
    lastOfferUser: null,
    lastOfferAdmin: null,
    offerClient: null,
    releaseDate: '2026-01-01T00:00:00.000Z',
    releaseDateRegister: '2026-01-01T00:00:00.000Z',
    releaseDateInReady: null,
    location: 'Montreal',
    exportLocations: { name: 'Champlain', address: null, link: null },
    vehicleSale: null,
    vehicleCostDetail: null,
    vehicleInformation: { color: 'Blue', miles: 10_000 * id },
    vehicleFlags: { wo: false },
    crUrl: null,
    vehicleHasConditionalReports: [{ url: `/cr/${id}.pdf` }],
    vehicleHasParts: [photo(1)],
    vehicleExternalImages: [photo(1)],
    damagePhotos: [],
    equipment: [],
    usersId: 4,
    user: { id: 4, firstName: 'Agent', lastName: 'Smith' },
    registerDate: null,
    dateReceived: null,
  };
}

/**
 * What the api would send this bearer: prices for staff and accepted dealers, staff fields for
 * staff, except on the public list (`publicList`), which never carries staff fields.
 */
function asSeenBy(
  vehicle: VehicleDto,
  viewer: UserProfileDto | undefined,
  publicList = false,
): VehicleDto {
  const role = viewer?.roles[0]?.name;
  const staff = !publicList && (role === 'ROLE_ADMIN' || role === 'ROLE_AGENT');
  const prices =
    role === 'ROLE_ADMIN' || role === 'ROLE_AGENT' || viewer?.userDetails.company?.status === 1;
  return {
    ...vehicle,
    price: prices ? vehicle.price : null,
    cost: staff ? vehicle.cost : null,
    fx: staff ? vehicle.fx : null,
    releaseDateRegister: staff ? vehicle.releaseDateRegister : null,
    usersId: staff ? vehicle.usersId : null,
    user: staff ? vehicle.user : null,
    vehicleCostDetail: staff ? vehicle.vehicleCostDetail : null,
    vehicleSale: vehicle.vehicleSale && {
      ...vehicle.vehicleSale,
      receivedPrice: staff ? vehicle.vehicleSale.receivedPrice : null,
      user: staff ? vehicle.vehicleSale.user : null,
    },
  };
}

export interface FakeApi {
  dispatcher: Dispatcher;
  calls: FakeCall[];
  vehicles: VehicleDto[];
  /** Hands the events of the api's writes (records, agents) to `handler`, e.g. a fake stream. */
  publishTo(handler: (event: FakeEventInput) => void): void;
  /** Clears the calls; puts the records, vehicles and upload tickets back as they started. */
  reset(): void;
  close(): Promise<void>;
}

export function createFakeApi(): FakeApi {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const calls: FakeCall[] = [];
  const vehicles = Array.from({ length: 120 }, (_, index) => fakeVehicle(index + 1));
  const answerAccounts = createAccountsFake();
  const fake = { publish: (_event: FakeEventInput) => {} };
  const publish = (event: FakeEventInput) => fake.publish(event);
  const records = createRecordsFake((id) => vehicles.some((v) => v.id === id), publish);
  const answerVehicleTable = createVehicleTableFake(vehicles, records.countsOf, publish);
  const intake = createIntakeFake(vehicles);
  const files = createFilesFake(intake, publish);
  const admin = createAccountsAdminFake(publish);
  agent
    .get(FAKE_API_URL)
    .intercept({ path: () => true, method: () => true })
    .reply((options) => {
      const headers = Object.fromEntries(
        Object.entries((options.headers ?? {}) as Record<string, string>).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      );
      const body = typeof options.body === 'string' ? JSON.parse(options.body) : undefined;
      calls.push({ method: options.method, path: options.path, headers, body });
      const url = new URL(options.path, FAKE_API_URL);
      const token = headers.authorization?.replace(/^Bearer /, '');
      const viewer = token ? admin.viewerOf(PROFILES[token]) : undefined;
      const search = url.searchParams;

      switch (`${options.method} ${url.pathname}`) {
        case 'POST /api/login': {
          if (body.email === 'hammered@canam.test') {
            return refusal(429, 'RATE_LIMITED', 'Too many attempts, please try again later.');
          }
          const refused = LOGIN_REFUSALS[body.email];
          if (refused) return refusal(400, ...refused);
          if (body.email !== 'admin@canam.test' || body.password !== 'Demo1234!') {
            return refusal(400, 'AUTHENTICATION_FAILED', 'Authentication failed');
          }
          return json(200, {
            auth: { accessToken: 'admin-token', refreshToken: 'refresh-1', expiresIn: 900 },
            marketPlace: { id: 1 },
            user: PROFILES['admin-token'],
          });
        }
        case 'POST /api/auth/checkToken':
          if (body.refreshToken !== 'good-refresh')
            return refusal(401, 'INVALID_REFRESH_TOKEN', 'Invalid refresh token');
          return json(200, {
            token: { accessToken: 'dealer-token', refreshToken: 'refresh-2', expiresIn: 900 },
            marketPlace: { id: 1 },
            user: PROFILES['dealer-token'],
          });
        case 'POST /api/auth/logout':
          return viewer ? json(200, { ok: true }) : refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
        case 'GET /api/user/profile':
          return viewer ? json(200, viewer) : refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
        case 'GET /api/vehicle/getFiltersCanam':
          return json(200, {
            makes: ['Ford', 'Toyota'],
            models: search.get('make') === 'Ford' ? ['F-150'] : ['Camry', 'F-150'],
            trims: search.get('model') ? ['XLT'] : [],
          });
        case 'GET /api/vehicle':
        case 'GET /api/vehicle/public': {
          if (token && !viewer) return refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
          const isPublic = url.pathname.endsWith('/public');
          const ids = search.get('vehicleId')?.split(',').map(Number);
          const vin = search.get('vinNumber')?.toUpperCase();
          const matching = vehicles.filter(
            (v) =>
              (!ids || ids.includes(v.id)) &&
              (!vin || v.vinNumber.vinNumber === vin || v.stockNumber?.toUpperCase() === vin),
          );
          const perPage = Number(search.get('resourcesPerPage') ?? (isPublic ? 6 : 33));
          const page = Number(search.get('page') ?? 1);
          const data = matching
            .slice((page - 1) * perPage, page * perPage)
            .map((v) => asSeenBy(v, viewer, isPublic));
          return json(200, { data, currentPage: page, total: matching.length, perPage });
        }
        default:
          return (
            intake.answer({ method: options.method, url, token, viewer, body }) ??
            files.answer({ method: options.method, url, token, viewer, body }) ??
            records.answer({ method: options.method, url, token, viewer, body }) ??
            answerVehicleTable({ method: options.method, url, token, viewer, body }) ??
            answerMore({ method: options.method, url, viewer, body }) ??
            answerOffers({ method: options.method, url, viewer, body }) ??
            admin.answer({ method: options.method, url, token, viewer, body }) ??
            answerAccounts({ method: options.method, url, viewer, body }) ??
            refusal(404, 'NOT_FOUND', 'Not Found')
          );
      }
    })
    .persist();

  return {
    dispatcher: agent,
    calls,
    vehicles,
    publishTo(handler) {
      fake.publish = handler;
    },
    reset() {
      calls.splice(0);
      records.reset();
      intake.reset();
      files.reset();
      admin.reset();
      for (const vehicle of vehicles) {
        const { usersId, user } = fakeVehicle(vehicle.id);
        Object.assign(vehicle, { usersId, user });
      }
    },
    close: () => agent.close(),
  };
}
