// The registry and edit paths of the fake api (fakeApi.ts), answered as the real api does
// (domain/src/rest/vehicleIntake.ts): POST vehicle (register a VIN: a new Draft owned by the
// caller, or the vehicle of a VIN already registered), POST vehicle/update (fields or a status),
// POST vehicle/sell, PUT vehicle/price, PUT vehiclesSales/saveReceivedPrice, and the lists GET
// vehicle/part, user/listAgentClient and user/buyers. Staff who edit vehicles only (403 for
// anyone else, 401 for a guest); an agent reaches only the vehicles it owns (403
// NOT_YOUR_VEHICLE); a Sold or Inactive vehicle answers 409; requests are checked by the domain
// schemas (400 INVALID_INPUT with the first issue and its field). Vehicles it creates or changes
// are put back by reset().
import { costInUsd } from '@canam/domain/money';
import { reaches, rightsOf } from '@canam/domain/permissions';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import {
  BUYERS_LIMIT,
  INTAKE_MESSAGES,
  REQUIRED_FOR_SALE,
  buyersQuery,
  missingForSale,
  receivedPriceBody,
  registerVehicleBody,
  sellVehicleBody,
  vehiclePriceBody,
  vehicleUpdateBody,
  type AgentClientListDto,
  type BuyerDto,
  type VehicleFields,
  type VehiclePartDto,
} from '@canam/domain/rest/vehicleIntake';
import { FIND_VEHICLE_MESSAGES } from '@canam/domain/rest/vehicleLookup';
import { EQUIPMENT_FLAGS } from '@canam/domain/vehicleEquipment';
import { fakeVehicle } from './fakeApi.ts';
import { FAKE_AGENTS, json, refusal, type FakeReply } from './fakeApiRoutes.ts';
import { invalidInput, type FakeRecordsRequest } from './fakeVehicleRecordsApi.ts';

/** A real VIN (a 2003 Honda Accord) the fake decodes; any other valid VIN it does not know. */
export const DECODED_VIN = '1HGCM82633A004352';

export const FAKE_PARTS: VehiclePartDto[] = [
  { id: 9, name: 'Front' },
  { id: 10, name: 'Rear' },
  { id: 11, name: 'Interior' },
];

export const FAKE_AGENT_CLIENTS: AgentClientListDto = {
  agents: FAKE_AGENTS.map((agent) => ({ ...agent, exportLocation: { id: 1, name: 'Champlain' } })),
  exportLocations: [
    { id: 1, name: 'Champlain' },
    { id: 2, name: 'Lacolle' },
  ],
};

export const FAKE_BUYERS: BuyerDto[] = [
  {
    id: 3,
    firstName: 'First3',
    lastName: 'Last3',
    email: 'user3@canam.test',
    companyName: 'Dealer LLC',
  },
  {
    id: 21,
    firstName: 'Michael',
    lastName: 'Russo',
    email: 'michael@russo.test',
    companyName: 'Russo Motors',
  },
];

/** The first vehicle id the fake gives a registered VIN (the seeded ones are 1 to 120). */
const FIRST_NEW_ID = 1001;

/** 401 for a guest or an unknown token, 403 for anyone who does not edit vehicles; else null. */
export function editorRefusal({ token, viewer }: FakeRecordsRequest): FakeReply | null {
  if (!viewer) return refusal(401, 'UNAUTHENTICATED', token ? 'Unauthorized' : 'Log in');
  const roles = viewer.roles.map((role) => role.name);
  return rightsOf(roles).editsVehicles === 'none' ? refusal(403, 'FORBIDDEN', 'Forbidden') : null;
}

/** What api/src/vehicles/editableVehicle.ts checks, in its order: exists, reaches, editable. */
export function lockRefusal(
  viewer: UserProfileDto,
  vehicle: VehicleDto | undefined,
  { editable = true } = {},
): FakeReply | null {
  if (!vehicle) return refusal(404, 'VEHICLE_NOT_FOUND', FIND_VEHICLE_MESSAGES.notFound);
  const scope = rightsOf(viewer.roles.map((role) => role.name)).editsVehicles;
  if (!reaches(scope, viewer.id, vehicle.usersId)) {
    return refusal(403, 'NOT_YOUR_VEHICLE', INTAKE_MESSAGES.notOwner);
  }
  if (editable && vehicle.status === 'Sold') {
    return refusal(409, 'VEHICLE_SOLD', INTAKE_MESSAGES.sold);
  }
  if (editable && vehicle.status === 'Inactive') {
    return refusal(409, 'VEHICLE_DELETED', INTAKE_MESSAGES.deleted);
  }
  return null;
}

const costDetailOf = (vehicle: VehicleDto) =>
  (vehicle.vehicleCostDetail ??= {
    cost: null,
    costUsd: null,
    price: null,
    fx: null,
    reservedPrice: null,
    published: false,
  });

function newVehicle(id: number, vin: string, owner: UserProfileDto): VehicleDto {
  const decoded = vin === DECODED_VIN;
  const base = fakeVehicle(id);
  return {
    ...base,
    vehicleId: null,
    vinNumber: {
      ...base.vinNumber,
      vinNumber: vin,
      make: decoded ? 'Honda' : null,
      model: decoded ? 'Accord' : null,
      year: decoded ? 2003 : null,
      doors: decoded ? 4 : null,
      transmissionType: decoded ? 'Automatic' : null,
    },
    stockNumber: null,
    miles: null,
    price: null,
    cost: null,
    fx: null,
    status: 'Draft',
    highestOffer: null,
    releaseDate: null,
    releaseDateRegister: null,
    location: null,
    exportLocations: null,
    vehicleCostDetail: {
      cost: null,
      costUsd: null,
      price: null,
      fx: null,
      reservedPrice: null,
      published: false,
    },
    vehicleInformation: { color: null, miles: null },
    vehicleHasConditionalReports: [],
    vehicleHasParts: [],
    vehicleExternalImages: [],
    equipment: [],
    usersId: owner.id,
    user: { id: owner.id, firstName: owner.firstName, lastName: owner.lastName },
  };
}

export function createIntakeFake(vehicles: VehicleDto[]) {
  const touched = new Set<number>();
  const vehicleOf = (id: number) => vehicles.find((vehicle) => vehicle.id === id);

  function register(request: FakeRecordsRequest): FakeReply {
    const parsed = registerVehicleBody.safeParse(request.body);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const vin = parsed.data.vinNumber;
    const existing = vehicles.find((vehicle) => vehicle.vinNumber.vinNumber === vin);
    if (existing) return json(200, { created: false, decoded: true, vehicle: existing });
    const id = Math.max(FIRST_NEW_ID - 1, ...vehicles.map((vehicle) => vehicle.id)) + 1;
    const vehicle = newVehicle(id, vin, request.viewer!);
    vehicles.push(vehicle);
    return json(200, { created: true, decoded: vin === DECODED_VIN, vehicle });
  }

  function applyFields(vehicle: VehicleDto, fields: VehicleFields): FakeReply | null {
    if (fields.stockNumber !== undefined) {
      const taken = vehicles.some(
        (other) => other.id !== vehicle.id && other.stockNumber === fields.stockNumber,
      );
      if (taken) return refusal(409, 'STOCK_NUMBER_TAKEN', INTAKE_MESSAGES.stockNumberTaken);
      vehicle.stockNumber = fields.stockNumber;
    }
    if (fields.userId !== undefined) {
      const agent = FAKE_AGENTS.find((candidate) => candidate.id === fields.userId);
      if (!agent) return refusal(400, 'INVALID_INPUT', 'No active agent', 'vehicle.userId');
      vehicle.usersId = agent.id;
      vehicle.user = { id: agent.id, firstName: agent.firstName, lastName: agent.lastName };
    }
    if (fields.releaseDate !== undefined) vehicle.releaseDate = fields.releaseDate;
    if (fields.location !== undefined) vehicle.location = fields.location;
    if (fields.crUrl !== undefined) vehicle.crUrl = fields.crUrl;
    const detail = costDetailOf(vehicle);
    if (fields.cost !== undefined) detail.cost = vehicle.cost = fields.cost;
    if (fields.fx !== undefined) detail.fx = vehicle.fx = fields.fx;
    if (fields.costUsd !== undefined) detail.costUsd = fields.costUsd;
    if (detail.cost !== null && detail.fx !== null)
      detail.costUsd = costInUsd(detail.cost, detail.fx);
    if (fields.price !== undefined) detail.price = vehicle.price = fields.price;
    if (fields.color !== undefined) vehicle.vehicleInformation.color = fields.color;
    if (fields.miles !== undefined) vehicle.vehicleInformation.miles = vehicle.miles = fields.miles;
    const vin = vehicle.vinNumber;
    if (fields.year !== undefined) vin.year = fields.year;
    if (fields.make !== undefined) vin.make = fields.make;
    if (fields.model !== undefined) vin.model = fields.model;
    if (fields.trim !== undefined) vin.trim = fields.trim;
    if (fields.transmissionType !== undefined) vin.transmissionType = fields.transmissionType;
    if (fields.equipment !== undefined) {
      const flags = new Set(fields.equipment);
      vehicle.equipment = EQUIPMENT_FLAGS.filter((flag) => flags.has(flag));
    }
    return null;
  }

  function update(request: FakeRecordsRequest): FakeReply {
    // The branch the body names (a status, or fields), so that a refusal names its field rather
    // than the union's 'Invalid input'.
    const [statusBody, fieldsBody] = vehicleUpdateBody.options;
    const body = request.body ?? {};
    const parsed = ('status' in body ? statusBody : fieldsBody).safeParse(body);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const vehicle = vehicleOf(parsed.data.id);
    const refused = lockRefusal(request.viewer!, vehicle);
    if (refused) return refused;
    touched.add(vehicle!.id);
    if ('status' in parsed.data) {
      const { status } = parsed.data;
      const missing = missingForSale(vehicle!);
      if ((status === 'ReadyToSell' || status === 'InStock') && missing.length) {
        const labels = missing.map((field) => REQUIRED_FOR_SALE[field]).join(', ');
        return refusal(409, 'VEHICLE_INCOMPLETE', `${INTAKE_MESSAGES.incomplete} ${labels}`);
      }
      vehicle!.status = status;
      return json(200, vehicle);
    }
    return applyFields(vehicle!, parsed.data.vehicle) ?? json(200, vehicle);
  }

  function sell(request: FakeRecordsRequest): FakeReply {
    const parsed = sellVehicleBody.safeParse(request.body);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const { vehiclesId, price, buyer, registerDate } = parsed.data;
    const vehicle = vehicleOf(vehiclesId);
    const refused = lockRefusal(request.viewer!, vehicle);
    if (refused) return refused;
    if (registerDate > new Date().toISOString().slice(0, 10)) {
      return refusal(400, 'INVALID_INPUT', INTAKE_MESSAGES.saleDateFuture, 'registerDate');
    }
    const dealer = FAKE_BUYERS.find((candidate) => candidate.id === buyer);
    if (!dealer) return refusal(404, 'BUYER_NOT_FOUND', INTAKE_MESSAGES.buyerNotFound);
    touched.add(vehiclesId);
    Object.assign(vehicle!, {
      status: 'Sold',
      finalPrice: price,
      vehicleSale: {
        salePrice: price,
        receivedPrice: null,
        registerDate: `${registerDate}T12:00:00.000Z`,
        user: { firstName: dealer.firstName, lastName: dealer.lastName },
      },
    });
    return json(200, vehicle);
  }

  function savePrice(request: FakeRecordsRequest): FakeReply {
    const parsed = vehiclePriceBody.safeParse(request.body);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const vehicle = vehicleOf(parsed.data.vehicleId);
    const refused = lockRefusal(request.viewer!, vehicle);
    if (refused) return refused;
    touched.add(vehicle!.id);
    const detail = costDetailOf(vehicle!);
    detail.price = vehicle!.price = parsed.data.price;
    detail.published = parsed.data.published;
    detail.reservedPrice = parsed.data.reservedPrice ?? null;
    return json(200, vehicle);
  }

  function saveReceivedPrice(request: FakeRecordsRequest): FakeReply {
    const parsed = receivedPriceBody.safeParse(request.body);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const vehicle = vehicleOf(parsed.data.vehiclesId);
    const refused = lockRefusal(request.viewer!, vehicle, { editable: false });
    if (refused) return refused;
    if (vehicle!.status !== 'Sold' || !vehicle!.vehicleSale) {
      return refusal(409, 'CONFLICT', INTAKE_MESSAGES.notSold);
    }
    touched.add(vehicle!.id);
    vehicle!.vehicleSale.receivedPrice = parsed.data.receivedPrice;
    return json(200, vehicle);
  }

  function buyers(url: URL): FakeReply {
    const parsed = buyersQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const search = parsed.data.search?.toLowerCase() ?? '';
    const listed = FAKE_BUYERS.filter((buyer) =>
      [buyer.firstName, buyer.lastName, buyer.email, buyer.companyName ?? ''].some((text) =>
        text.toLowerCase().includes(search),
      ),
    );
    return json(200, listed.slice(0, BUYERS_LIMIT));
  }

  const routes: Record<string, (request: FakeRecordsRequest) => FakeReply> = {
    'POST /api/vehicle': register,
    'POST /api/vehicle/update': update,
    'POST /api/vehicle/sell': sell,
    'PUT /api/vehicle/price': savePrice,
    'PUT /api/vehiclesSales/saveReceivedPrice': saveReceivedPrice,
    'GET /api/vehicle/part': () => json(200, FAKE_PARTS),
    'GET /api/user/listAgentClient': () => json(200, FAKE_AGENT_CLIENTS),
    'GET /api/user/buyers': (request) => buyers(request.url),
  };

  return {
    vehicles,
    vehicleOf,
    /** Marks a vehicle changed by another path (photos), so reset() puts it back. */
    touch: (id: number) => touched.add(id),
    reset() {
      for (let index = vehicles.length - 1; index >= 0; index -= 1) {
        if (vehicles[index]!.id >= FIRST_NEW_ID) vehicles.splice(index, 1);
      }
      for (const id of touched) {
        const vehicle = vehicleOf(id);
        if (vehicle) Object.assign(vehicle, fakeVehicle(id));
      }
      touched.clear();
    },
    /** The answer for one of these paths, or null when the path is not one of them. */
    answer(request: FakeRecordsRequest): FakeReply | null {
      const route = routes[`${request.method} ${request.url.pathname}`];
      if (!route) return null;
      return editorRefusal(request) ?? route(request);
    },
  };
}

export type IntakeFake = ReturnType<typeof createIntakeFake>;
