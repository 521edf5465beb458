// The back office's mutations over the fake api: a new check, condition report or note comes back
// as the first edge with the vehicle's new count, the api's refusals become userErrors with its
// own texts, codes and fields, a record's status changes on the path its global id names, the
// inline agent box assigns an agent, and anyone but super admins and admins gets FORBIDDEN.
import { describe, expect, it } from 'vitest';
import { offsetToCursor } from '@canam/domain/cursors';
import { FIND_VEHICLE_MESSAGES } from '@canam/domain/rest/vehicleLookup';
import { RECORD_MESSAGES } from '@canam/domain/rest/vehicleRecords';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { NOT_AN_AGENT } from '../testing/fakeVehicleTableApi.ts';
import { toGlobalId } from '../relay/ids.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const ERRORS = 'userErrors { field message code }';
const ADD_CHECK = `mutation($input: AddCheckInput!) { addCheck(input: $input) {
  checkEdge { cursor node { id date number amount { amount cents } status author { fullName } } }
  vehicle { id checks { totalCount } } ${ERRORS} } }`;
const ADD_REPORT = `mutation($input: AddConditionReportInput!) { addConditionReport(input: $input) {
  conditionReportEdge { node { url status } } vehicle { conditionReports { totalCount } } ${ERRORS} } }`;
const ADD_NOTE = `mutation($input: AddNoteInput!) { addNote(input: $input) {
  noteEdge { node { description } } vehicle { notes { totalCount } } ${ERRORS} } }`;
const SET_STATUS = `mutation($input: SetVehicleRecordStatusInput!) {
  setVehicleRecordStatus(input: $input) { record { __typename id status } ${ERRORS} } }`;
const ASSIGN = `mutation($input: AssignVehicleAgentInput!) { assignVehicleAgent(input: $input) {
  vehicle { id agent { id lastName } checks { totalCount } } ${ERRORS} } }`;

type UserErrors = { field: string | null; message: string; code: string }[];

async function mutate<T>(query: string, input: object, token: string | null = 'admin-token') {
  return postGraphQL<T>(gateway.url, query, { input }, token ? bearer(token) : {});
}

const vehicle1 = toGlobalId('Vehicle', 1);
const paths = () => api.calls.map((call) => `${call.method} ${call.path.split('?')[0]}`);

describe('addCheck', () => {
  it('answers the new check as the first edge and the vehicle with its new count', async () => {
    const { data, errors } = await mutate<{
      addCheck: { checkEdge: unknown; vehicle: unknown; userErrors: UserErrors };
    }>(ADD_CHECK, { vehicleId: vehicle1, date: '2026-03-01', number: 77, amount: ' 1500.5 ' });
    expect(errors).toBeUndefined();
    expect(data!.addCheck).toEqual({
      checkEdge: {
        cursor: offsetToCursor(0),
        node: {
          id: expect.any(String),
          date: '2026-03-01',
          number: 77,
          amount: { amount: '1500.50', cents: 150_050 },
          status: true,
          author: { fullName: 'First1 Last1' },
        },
      },
      vehicle: { id: vehicle1, checks: { totalCount: 13 } },
      userErrors: [],
    });
    expect(api.calls[0]!.body).toEqual({
      vehicleId: 1,
      date: '2026-03-01',
      number: 77,
      amount: ' 1500.5 ',
    });
    expect(paths()).toEqual([
      'POST /api/vehicle/check',
      'GET /api/vehicle',
      'GET /api/vehicle/check',
    ]);
  });

  it.each([
    [{ number: -3 }, 'number', 'number must be a whole number from 1 to 2147483647'],
    [{ number: 0 }, 'number', 'number must be a whole number from 1 to 2147483647'],
    [{ amount: '0' }, 'amount', RECORD_MESSAGES.amount],
    [{ amount: '12.345' }, 'amount', RECORD_MESSAGES.amount],
    [{ date: '2026-02-30' }, 'date', RECORD_MESSAGES.date],
  ])('passes the api refusal of %o on as a userError', async (change, field, message) => {
    const input = { vehicleId: vehicle1, date: '2026-03-01', number: 77, amount: '10', ...change };
    const { data } = await mutate<{ addCheck: { checkEdge: null; userErrors: UserErrors } }>(
      ADD_CHECK,
      input,
    );
    expect(data!.addCheck).toMatchObject({
      checkEdge: null,
      vehicle: null,
      userErrors: [{ field, message, code: 'INVALID_INPUT' }],
    });
    expect(paths()).toEqual(['POST /api/vehicle/check']);
  });

  it("puts the api's unknown vehicle on vehicleId, and a non-vehicle id without a call", async () => {
    const missing = await mutate<{ addCheck: { userErrors: UserErrors } }>(ADD_CHECK, {
      vehicleId: toGlobalId('Vehicle', 999),
      date: '2026-03-01',
      number: 1,
      amount: '10',
    });
    expect(missing.data!.addCheck.userErrors).toEqual([
      { field: 'vehicleId', message: FIND_VEHICLE_MESSAGES.notFound, code: 'VEHICLE_NOT_FOUND' },
    ]);
    api.reset();
    const wrong = await mutate<{ addCheck: { userErrors: UserErrors } }>(ADD_CHECK, {
      vehicleId: toGlobalId('Agent', 1),
      date: '2026-03-01',
      number: 1,
      amount: '10',
    });
    expect(wrong.data!.addCheck.userErrors).toEqual([
      { field: 'vehicleId', message: 'Vehicle not found', code: 'NOT_FOUND' },
    ]);
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['agent-token', 1],
    ['dealer-token', 1],
    [null, 0],
  ])('refuses %s with FORBIDDEN (%i calls)', async (token, calls) => {
    const { data, errors } = await mutate(
      ADD_CHECK,
      { vehicleId: vehicle1, date: '2026-03-01', number: 1, amount: '10' },
      token,
    );
    expect(data).toBeNull();
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(api.calls).toHaveLength(calls);
  });
});

describe('addConditionReport and addNote', () => {
  it('add a report and a note, each with its vehicle count', async () => {
    const report = await mutate<{ addConditionReport: unknown }>(ADD_REPORT, {
      vehicleId: vehicle1,
      url: 'https://reports.example/new',
    });
    expect(report.data!.addConditionReport).toEqual({
      conditionReportEdge: { node: { url: 'https://reports.example/new', status: true } },
      vehicle: { conditionReports: { totalCount: 3 } },
      userErrors: [],
    });
    const note = await mutate<{ addNote: unknown }>(ADD_NOTE, {
      vehicleId: toGlobalId('Vehicle', 2),
      description: '  Needs tyres ',
    });
    expect(note.data!.addNote).toEqual({
      noteEdge: { node: { description: 'Needs tyres' } },
      vehicle: { notes: { totalCount: 1 } },
      userErrors: [],
    });
  });

  it('pass on the api refusal of a javascript: link and of an empty note', async () => {
    const report = await mutate<{ addConditionReport: { userErrors: UserErrors } }>(ADD_REPORT, {
      vehicleId: vehicle1,
      url: 'javascript:alert(1)',
    });
    expect(report.data!.addConditionReport).toMatchObject({
      conditionReportEdge: null,
      userErrors: [{ field: 'url', message: RECORD_MESSAGES.url, code: 'INVALID_INPUT' }],
    });
    const note = await mutate<{ addNote: { userErrors: UserErrors } }>(ADD_NOTE, {
      vehicleId: vehicle1,
      description: '   ',
    });
    expect(note.data!.addNote.userErrors).toEqual([
      { field: 'description', message: RECORD_MESSAGES.description, code: 'INVALID_INPUT' },
    ]);
  });
});

describe('setVehicleRecordStatus', () => {
  it('puts the status on the path of the kind the global id names', async () => {
    for (const [type, id, path] of [
      ['Check', 112, '/api/vehicle/check'],
      ['ConditionReport', 201, '/api/vehicle/conditional-report'],
      ['Note', 301, '/api/vehicle/note'],
    ] as const) {
      api.reset();
      const { data } = await mutate<{ setVehicleRecordStatus: unknown }>(SET_STATUS, {
        id: toGlobalId(type, id),
        status: false,
      });
      expect(data!.setVehicleRecordStatus).toEqual({
        record: { __typename: type, id: toGlobalId(type, id), status: false },
        userErrors: [],
      });
      expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
        ['PUT', path, { id, status: false }],
      ]);
    }
  });

  it("refuses an id of another type without a call, and passes on the api's not found", async () => {
    const wrong = await mutate<{ setVehicleRecordStatus: unknown }>(SET_STATUS, {
      id: vehicle1,
      status: true,
    });
    expect(wrong.data!.setVehicleRecordStatus).toEqual({
      record: null,
      userErrors: [{ field: 'id', message: 'Record not found', code: 'NOT_FOUND' }],
    });
    expect(api.calls).toEqual([]);
    const missing = await mutate<{ setVehicleRecordStatus: unknown }>(SET_STATUS, {
      id: toGlobalId('Note', 999),
      status: true,
    });
    expect(missing.data!.setVehicleRecordStatus).toEqual({
      record: null,
      userErrors: [{ field: 'id', message: RECORD_MESSAGES.notFound, code: 'RECORD_NOT_FOUND' }],
    });
  });
});

describe('assignVehicleAgent', () => {
  it('makes the agent the owner and answers the row, counts included, in one call', async () => {
    const { data } = await mutate<{ assignVehicleAgent: unknown }>(ASSIGN, {
      vehicleId: vehicle1,
      agentId: toGlobalId('Agent', 8),
    });
    expect(data!.assignVehicleAgent).toEqual({
      vehicle: {
        id: vehicle1,
        agent: { id: toGlobalId('Agent', 8), lastName: 'Anand' },
        checks: { totalCount: 12 },
      },
      userErrors: [],
    });
    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', '/api/vehicle/agent', { vehicleId: 1, userId: 8 }],
    ]);
  });

  it("puts the api's refusal of a user who is no active agent on agentId", async () => {
    const { data } = await mutate<{ assignVehicleAgent: unknown }>(ASSIGN, {
      vehicleId: vehicle1,
      agentId: toGlobalId('Agent', 3),
    });
    expect(data!.assignVehicleAgent).toEqual({
      vehicle: null,
      userErrors: [{ field: 'agentId', message: NOT_AN_AGENT, code: 'INVALID_INPUT' }],
    });
  });

  it('refuses ids of other types without a call, and a dealer with FORBIDDEN', async () => {
    const wrong = await mutate<{ assignVehicleAgent: { userErrors: UserErrors } }>(ASSIGN, {
      vehicleId: vehicle1,
      agentId: toGlobalId('User', 8),
    });
    expect(wrong.data!.assignVehicleAgent.userErrors).toEqual([
      { field: 'agentId', message: 'Agent not found', code: 'NOT_FOUND' },
    ]);
    expect(api.calls).toEqual([]);
    const dealer = await mutate(
      ASSIGN,
      { vehicleId: vehicle1, agentId: toGlobalId('Agent', 8) },
      'dealer-token',
    );
    expect(dealer.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
  });
});
