// vehicleRecordsChanged over the fake api and a stand-in event stream that receives the fake
// api's writes: an admin watching a vehicle gets a check another admin adds, with the record and
// the counts from the event (no list is fetched), only for the vehicles it watches; an agent, a
// dealer and a guest are refused; and no dealer's or guest's vehicleChanged ever sees the event.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VEHICLE_RECORDS_EVENT } from '@canam/domain/events';
import type { GatewayEvent } from '../events/gatewayEvent.ts';
import { PROFILES, type FakeApi } from '../testing/fakeApi.ts';
import { startFakeEventStream, type FakeEventStream } from '../testing/fakeEventStream.ts';
import { subscribeLive, type LiveSubscriber } from '../testing/liveClient.ts';
import { bearer, postGraphQL, startFakeStack } from '../testing/graphql.ts';
import type { RunningGateway } from '../server.ts';
import { toGlobalId } from '../relay/ids.ts';
import { acceptsNotificationEvent } from './notificationEvents.ts';
import { acceptsOfferEvent } from './offerEvents.ts';
import { acceptsVehicleEvent } from './vehicleChanged.ts';
import { acceptsVehicleRecordEvent, recordsPayloadOf } from './vehicleRecordsChanged.ts';

let api: FakeApi;
let stream: FakeEventStream;
let gateway: RunningGateway;
const open: LiveSubscriber<object>[] = [];

beforeAll(async () => {
  stream = await startFakeEventStream();
  ({ api, gateway } = await startFakeStack({
    eventsUrl: stream.url,
    eventsSecret: stream.secret,
  }));
  api.publishTo((event) => stream.emit(event));
});
afterAll(async () => {
  await Promise.all(open.map((subscriber) => subscriber.dispose()));
  await gateway.close();
  await stream.close();
  await api.close();
});
beforeEach(() => api.reset());

function live<T extends object>(
  query: string,
  variables: Record<string, unknown>,
  token: string | null,
) {
  // From the stream's current end: whatever is emitted next reaches the subscriber.
  const after = String(stream.events.at(-1)?.id ?? 0);
  const subscriber = subscribeLive<T>(
    gateway.url,
    query,
    { ...variables, after },
    { connectionParams: token ? { accessToken: token } : {} },
  );
  open.push(subscriber as LiveSubscriber<object>);
  return subscriber;
}

const RECORDS = `subscription($ids: [ID!], $after: String) {
  vehicleRecordsChanged(vehicleIds: $ids, after: $after) {
    cursor kind created
    record { __typename id status author { fullName } ... on Check { number amount { amount } } }
    vehicle { id vin checks { totalCount } conditionReports { totalCount } notes { totalCount } } } }`;
const VEHICLE_CHANGED = `subscription($ids: [ID!], $after: String) {
  vehicleChanged(vehicleIds: $ids, after: $after) { cursor vehicle { databaseId } } }`;
const ADD_CHECK = `mutation($input: AddCheckInput!) { addCheck(input: $input) {
  checkEdge { node { id } } userErrors { message } } }`;
const SET_STATUS = `mutation($input: SetVehicleRecordStatusInput!) {
  setVehicleRecordStatus(input: $input) { userErrors { message } } }`;

interface RecordEvent {
  vehicleRecordsChanged: {
    cursor: string;
    kind: string;
    created: boolean;
    record: { __typename: string; id: string; status: boolean };
    vehicle: { id: string; checks: { totalCount: number } };
  };
}
type Changed = { vehicleChanged: { cursor: string; vehicle: { databaseId: number } } };

const addCheck = (vehicleId: number, number: number, token = 'superadmin-token') =>
  postGraphQL<{ addCheck: { checkEdge: { node: { id: string } } | null } }>(
    gateway.url,
    ADD_CHECK,
    {
      input: {
        vehicleId: toGlobalId('Vehicle', vehicleId),
        date: '2026-03-02',
        number,
        amount: '900',
      },
    },
    bearer(token),
  );

describe('vehicleRecordsChanged', () => {
  it("brings an admin the check another staff member added, with the event's counts", async () => {
    const admin = live<RecordEvent>(RECORDS, { ids: [toGlobalId('Vehicle', 1)] }, 'admin-token');
    await admin.connected;
    await addCheck(2, 41); // not watched
    const added = await addCheck(1, 42);
    const event = await admin.waitFor(() => true);
    expect(event.vehicleRecordsChanged).toEqual({
      cursor: String(stream.events.at(-1)!.id),
      kind: 'CHECK',
      created: true,
      record: {
        __typename: 'Check',
        id: added.data!.addCheck.checkEdge!.node.id,
        status: true,
        author: { fullName: 'First6 Last6' },
        number: 42,
        amount: { amount: '900.00' },
      },
      vehicle: {
        id: toGlobalId('Vehicle', 1),
        vin: 'VIN00000000000001',
        checks: { totalCount: 13 },
        conditionReports: { totalCount: 2 },
        notes: { totalCount: 1 },
      },
    });
    expect(admin.events).toHaveLength(1);
    // The record and the counts came with the event: besides its profile, the subscriber's token
    // fetched the vehicle once and no list.
    const subscriberCalls = api.calls
      .filter((call) => call.headers.authorization === 'Bearer admin-token')
      .map((call) => call.path.split('?')[0])
      .filter((path) => path !== '/api/user/profile');
    expect(subscriberCalls).toEqual(['/api/vehicle']);
  });

  it('tells a status change (created false) to a subscriber of every vehicle', async () => {
    const admin = live<RecordEvent>(RECORDS, {}, 'superadmin-token');
    await admin.connected;
    await postGraphQL(
      gateway.url,
      SET_STATUS,
      { input: { id: toGlobalId('Note', 301), status: false } },
      bearer('admin-token'),
    );
    const event = await admin.waitFor(() => true);
    expect(event.vehicleRecordsChanged).toMatchObject({
      kind: 'NOTE',
      created: false,
      record: { __typename: 'Note', id: toGlobalId('Note', 301), status: false },
      vehicle: { id: toGlobalId('Vehicle', 1), checks: { totalCount: 12 } },
    });
  });

  it.each([
    ['agent-token', 'FORBIDDEN'],
    ['dealer-token', 'FORBIDDEN'],
    [null, 'FORBIDDEN'],
  ])('refuses %s with %s when it subscribes', async (token, code) => {
    const subscriber = live<RecordEvent>(RECORDS, {}, token);
    await expect.poll(() => subscriber.errors.length, { timeout: 5_000 }).toBe(1);
    expect(JSON.stringify(subscriber.errors)).toContain(code);
    expect(subscriber.events).toEqual([]);
  });

  it("never reaches a dealer's or a guest's vehicleChanged", async () => {
    const watched = [toGlobalId('Vehicle', 3)];
    const dealer = live<Changed>(VEHICLE_CHANGED, { ids: watched }, 'dealer-token');
    const guest = live<Changed>(VEHICLE_CHANGED, {}, null);
    await Promise.all([dealer.connected, guest.connected]);
    await addCheck(3, 43);
    const records = stream.events.at(-1)!;
    expect(records.type).toBe(VEHICLE_RECORDS_EVENT);
    // A change every vehicleChanged subscriber gets, after the records event: once it arrived,
    // the records event has passed them by.
    const changed = stream.emit({ type: 'vehicle.changed', vehicleId: 3, userId: null });
    for (const subscriber of [dealer, guest]) {
      await subscriber.waitFor((data) => data.vehicleChanged.cursor === String(changed.id));
      expect(subscriber.events.map((event) => event.data.vehicleChanged.cursor)).toEqual([
        String(changed.id),
      ]);
    }
  });
});

describe('recordsPayloadOf', () => {
  const record = {
    id: 9,
    vehicleId: 1,
    date: '2026-03-02T00:00:00.000Z',
    user: null,
    description: 'Dent',
    status: true,
  };
  const counts = { totalChecks: 1, totalConditionalReports: 0, totalNotes: 2 };

  it('reads the payload the contract writes', () => {
    expect(recordsPayloadOf({ kind: 'note', created: true, record, counts })).toEqual({
      kind: 'note',
      created: true,
      record,
      counts,
    });
  });

  it('is null for anything else, so the event is skipped', () => {
    expect(recordsPayloadOf({ kind: 'invoice', created: true, record, counts })).toBeNull();
    expect(recordsPayloadOf({ kind: 'check', created: true, record, counts })).toBeNull();
    expect(recordsPayloadOf({ kind: 'note', record, counts })).toBeNull();
    expect(
      recordsPayloadOf({ kind: 'note', created: true, record, counts: { totalChecks: 1 } }),
    ).toBeNull();
  });
});

describe('which subscriptions take a records event', () => {
  const event: GatewayEvent = {
    id: 1,
    type: VEHICLE_RECORDS_EVENT,
    vehicleId: 7,
    userId: 1,
    payload: { kind: 'note' },
    createdAt: '2026-03-02T00:00:00.000Z',
  };
  const admin = PROFILES['admin-token']!;

  it('is vehicleRecordsChanged only, for the vehicles watched', () => {
    expect(acceptsVehicleRecordEvent(null)(event)).toBe(true);
    expect(acceptsVehicleRecordEvent(new Set([7]))(event)).toBe(true);
    expect(acceptsVehicleRecordEvent(new Set([8]))(event)).toBe(false);
    expect(acceptsVehicleEvent(null)(event)).toBe(false);
    expect(acceptsVehicleEvent(new Set([7]))(event)).toBe(false);
    expect(acceptsOfferEvent(admin, null)(event)).toBe(false);
    expect(acceptsNotificationEvent(admin)(event)).toBe(false);
  });
});
