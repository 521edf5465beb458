// The vehicle table paths of the fake api (fakeApi.ts), answered as the real api does
// (domain/src/rest/vehicleTable.ts): GET vehicle/getForTable searched over VIN, stock number and
// agent name, sorted by VIN, stock number or agent (newest first without a sort), each row with
// its record counts; and PUT vehicle/agent, which makes an active agent (FAKE_AGENTS) the owner
// and answers the row. Super admins and admins only.
import { FIND_VEHICLE_MESSAGES } from '@canam/domain/rest/vehicleLookup';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import {
  ASSIGN_AGENT_MESSAGES,
  assignAgentBody,
  vehicleTableQuery,
  type VehicleTableQuery,
  type VehicleTableRowDto,
} from '@canam/domain/rest/vehicleTable';
import type { RecordCounts } from '../models.ts';
import { FAKE_AGENTS, json, refusal, type FakeReply } from './fakeApiRoutes.ts';
import type { FakeEventInput } from './fakeEventStream.ts';
import {
  invalidInput,
  recordKeeperRefusal,
  type FakeRecordsRequest,
} from './fakeVehicleRecordsApi.ts';

/** The api's text when userId is no active agent (the gateway passes it on as it is). */
export const NOT_AN_AGENT = ASSIGN_AGENT_MESSAGES.notAgent;

function agentName(vehicle: VehicleDto): string {
  return vehicle.user ? `${vehicle.user.lastName}, ${vehicle.user.firstName}` : '';
}

const SORT_KEYS: Record<NonNullable<VehicleTableQuery['sort']>, (v: VehicleDto) => string> = {
  vinNumber: (vehicle) => vehicle.vinNumber.vinNumber,
  stockNumber: (vehicle) => vehicle.stockNumber ?? '',
  agent: agentName,
};

function matches(vehicle: VehicleDto, search: string | undefined): boolean {
  if (!search) return true;
  const agent = FAKE_AGENTS.find((candidate) => candidate.id === vehicle.user?.id);
  const texts = [
    vehicle.vinNumber.vinNumber,
    vehicle.stockNumber ?? '',
    vehicle.user?.firstName ?? '',
    vehicle.user?.lastName ?? '',
    agent?.nickname ?? '',
  ];
  return texts.some((text) => text.toLowerCase().includes(search.toLowerCase()));
}

export function createVehicleTableFake(
  vehicles: VehicleDto[],
  countsOf: (vehicleId: number) => RecordCounts,
  publish: (event: FakeEventInput) => void,
) {
  const rowOf = (vehicle: VehicleDto): VehicleTableRowDto => ({
    ...vehicle,
    ...countsOf(vehicle.id),
  });

  function table(url: URL): FakeReply {
    const parsed = vehicleTableQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const { search, sort, order, resourcesPerPage: perPage, page } = parsed.data;
    const listed = vehicles.filter((vehicle) => matches(vehicle, search));
    if (sort) {
      const key = SORT_KEYS[sort];
      listed.sort((a, b) => key(a).localeCompare(key(b)) * (order === 'desc' ? -1 : 1));
    } else {
      listed.sort((a, b) => b.id - a.id);
    }
    const data = listed.slice((page - 1) * perPage, page * perPage).map(rowOf);
    return json(200, { data, currentPage: page, total: listed.length, perPage });
  }

  function assignAgent(body: Record<string, unknown> | undefined): FakeReply {
    const parsed = assignAgentBody.safeParse(body);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const vehicle = vehicles.find((candidate) => candidate.id === parsed.data.vehicleId);
    if (!vehicle) return refusal(404, 'VEHICLE_NOT_FOUND', FIND_VEHICLE_MESSAGES.notFound);
    const agent = FAKE_AGENTS.find((candidate) => candidate.id === parsed.data.userId);
    if (!agent) return refusal(400, 'INVALID_INPUT', NOT_AN_AGENT, 'userId');
    vehicle.usersId = agent.id;
    vehicle.user = { id: agent.id, firstName: agent.firstName, lastName: agent.lastName };
    publish({ type: 'vehicle.changed', vehicleId: vehicle.id, userId: null });
    return json(200, rowOf(vehicle));
  }

  /** The answer for one of these paths, or null when the path is not one of them. */
  return function answerVehicleTable(request: FakeRecordsRequest): FakeReply | null {
    const route = `${request.method} ${request.url.pathname}`;
    if (route !== 'GET /api/vehicle/getForTable' && route !== 'PUT /api/vehicle/agent') {
      return null;
    }
    const refused = recordKeeperRefusal(request);
    if (refused) return refused;
    return route === 'PUT /api/vehicle/agent' ? assignAgent(request.body) : table(request.url);
  };
}
