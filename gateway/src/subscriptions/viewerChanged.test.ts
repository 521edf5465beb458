// viewerChanged over the fake api and a stand-in event stream that receives the fake api's
// 'account.changed' events: a reviewer accepting a company brings its users (and only them) their
// viewer as it is now, read as each; a deactivated user's subscription ends with UNAUTHENTICATED
// while its socket stays open; guests are refused; and no other subscription takes the event.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CHANGED_EVENT } from '@canam/domain/events';
import type { GatewayEvent } from '../events/gatewayEvent.ts';
import { toGlobalId } from '../relay/ids.ts';
import type { RunningGateway } from '../server.ts';
import { PROFILES, type FakeApi } from '../testing/fakeApi.ts';
import { startFakeEventStream, type FakeEventStream } from '../testing/fakeEventStream.ts';
import { bearer, postGraphQL, startFakeStack } from '../testing/graphql.ts';
import { subscribeLive, type LiveSubscriber } from '../testing/liveClient.ts';
import { acceptsNotificationEvent } from './notificationEvents.ts';
import { acceptsOfferEvent } from './offerEvents.ts';
import { acceptsVehicleEvent } from './vehicleChanged.ts';
import { acceptsImportEvent } from './vehicleImportProgress.ts';
import { acceptsVehicleRecordEvent } from './vehicleRecordsChanged.ts';
import { acceptsViewerChange, accountPayloadOf, SESSION_ENDED } from './viewerChanged.ts';

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

const VIEWER_CHANGED = `subscription($after: String) { viewerChanged(after: $after) {
  cursor reason viewer { isLoggedIn companyStatus canSeePrices user { id company { status } } } } }`;
const VEHICLE_CHANGED = `subscription($after: String) {
  vehicleChanged(after: $after) { cursor vehicle { databaseId } } }`;

interface Changed {
  viewerChanged: {
    cursor: string;
    reason: string;
    viewer: { companyStatus: string | null; canSeePrices: boolean; user: { id: string } };
  };
}

function live<T extends object>(query: string, token: string | null) {
  // From the stream's current end: whatever is emitted next reaches the subscriber.
  const after = String(stream.events.at(-1)?.id ?? 0);
  const subscriber = subscribeLive<T>(
    gateway.url,
    query,
    { after },
    { connectionParams: token ? { accessToken: token } : {} },
  );
  open.push(subscriber as LiveSubscriber<object>);
  return subscriber;
}

const mutate = (query: string, input: object, token: string) =>
  postGraphQL(gateway.url, query, { input }, bearer(token));
const SET_COMPANY_STATUS = `mutation($input: SetCompanyStatusInput!) {
  setCompanyStatus(input: $input) { userErrors { message } } }`;
const SET_USER_STATUS = `mutation($input: SetUserStatusInput!) {
  setUserStatus(input: $input) { userErrors { message } } }`;

const accountEvent = (
  userIds: unknown,
  reason: unknown = 'companyStatus',
  companyId: unknown = 70,
) =>
  stream.emit({
    type: ACCOUNT_CHANGED_EVENT,
    vehicleId: null,
    userId: null,
    payload: { userIds, companyId, reason },
  });

describe('viewerChanged', () => {
  it("brings a company's users their viewer as it is now when a reviewer accepts it", async () => {
    const pending = live<Changed>(VIEWER_CHANGED, 'pending-token');
    const other = live<Changed>(VIEWER_CHANGED, 'dealer-token');
    await Promise.all([pending.connected, other.connected]);
    const answer = await mutate(
      SET_COMPANY_STATUS,
      { companyId: toGlobalId('Company', 71), status: 'ACCEPTED' },
      'reviewer-token',
    );
    expect(answer.errors).toBeUndefined();
    const accepted = stream.events.at(-1)!;
    expect(accepted.payload).toEqual({ userIds: [2, 40], companyId: 71, reason: 'companyStatus' });
    const event = await pending.waitFor(() => true);
    expect(event.viewerChanged).toEqual({
      cursor: String(accepted.id),
      reason: 'COMPANY_STATUS',
      viewer: {
        isLoggedIn: true,
        companyStatus: 'ACCEPTED',
        canSeePrices: true,
        user: { id: toGlobalId('User', 2), company: { status: 'ACCEPTED' } },
      },
    });
    // The client of another company heard nothing of it: the next event naming it comes alone.
    const mine = accountEvent([3], 'companyAssigned');
    const only = await other.waitFor((data) => data.viewerChanged.cursor === String(mine.id));
    expect(only.viewerChanged.reason).toBe('COMPANY_ASSIGNED');
    expect(other.events).toHaveLength(1);
    expect(pending.events).toHaveLength(1);
  });

  it('reads the viewer as each subscriber, with its own token', async () => {
    const subscriber = live<Changed>(VIEWER_CHANGED, 'subuser-token');
    await subscriber.connected;
    accountEvent([9], 'companyAssigned');
    await subscriber.waitFor(() => true);
    // Subscribed and one event in: the next event costs the subscriber's profile, read anew.
    api.reset();
    const second = accountEvent([9, 40], 'companyStatus');
    await subscriber.waitFor((data) => data.viewerChanged.cursor === String(second.id));
    const profiles = api.calls.filter((call) => call.path === '/api/user/profile');
    expect(profiles.map((call) => call.headers.authorization)).toEqual(['Bearer subuser-token']);
  });

  it("ends a deactivated user's subscription with UNAUTHENTICATED, not its socket", async () => {
    const subscriber = live<Changed>(VIEWER_CHANGED, 'subuser-token');
    await subscriber.connected;
    const answer = await mutate(
      SET_USER_STATUS,
      { userId: toGlobalId('User', 9), status: 'INACTIVE' },
      'dealer-token',
    );
    expect(answer.errors).toBeUndefined();
    expect(stream.events.at(-1)!.payload).toMatchObject({ userIds: [9], reason: 'userStatus' });
    await expect.poll(() => subscriber.completed, { timeout: 10_000 }).toBe(true);
    expect(subscriber.errors).toMatchObject([
      { message: SESSION_ENDED, extensions: { code: 'UNAUTHENTICATED' } },
    ]);
    expect(subscriber.events).toEqual([]);
    // The gateway closed no socket (no 4401): the client closes its idle socket itself (1000).
    expect(subscriber.closeCodes.filter((code) => code !== 1000)).toEqual([]);
  });

  it('refuses a guest with UNAUTHENTICATED', async () => {
    const guest = live<Changed>(VIEWER_CHANGED, null);
    await expect.poll(() => guest.errors.length, { timeout: 5_000 }).toBe(1);
    expect(JSON.stringify(guest.errors)).toContain('UNAUTHENTICATED');
    expect(guest.events).toEqual([]);
  });

  it("never reaches a dealer's or a guest's vehicleChanged", async () => {
    type Vehicle = { vehicleChanged: { cursor: string } };
    const dealer = live<Vehicle>(VEHICLE_CHANGED, 'pending-token');
    const guest = live<Vehicle>(VEHICLE_CHANGED, null);
    await Promise.all([dealer.connected, guest.connected]);
    accountEvent([2, 3]);
    const changed = stream.emit({ type: 'vehicle.changed', vehicleId: 3, userId: null });
    for (const subscriber of [dealer, guest]) {
      await subscriber.waitFor((data) => data.vehicleChanged.cursor === String(changed.id));
      expect(subscriber.events.map((event) => event.data.vehicleChanged.cursor)).toEqual([
        String(changed.id),
      ]);
    }
  });
});

describe('accountPayloadOf', () => {
  const event = (payload: GatewayEvent['payload'], type = ACCOUNT_CHANGED_EVENT): GatewayEvent => ({
    id: 1,
    type,
    vehicleId: null,
    userId: null,
    payload,
    createdAt: '2026-03-02T00:00:00.000Z',
  });

  it('reads the payload the api writes', () => {
    expect(
      accountPayloadOf(event({ userIds: [2, 40], companyId: 71, reason: 'companyStatus' })),
    ).toEqual({
      userIds: [2, 40],
      companyId: 71,
      reason: 'companyStatus',
    });
    expect(
      accountPayloadOf(event({ userIds: [9], companyId: null, reason: 'userStatus' })),
    ).toEqual({
      userIds: [9],
      companyId: null,
      reason: 'userStatus',
    });
  });

  it('is null for anything else, so nobody gets the event', () => {
    const cases: GatewayEvent['payload'][] = [
      { userIds: '2', companyId: 71, reason: 'companyStatus' },
      { userIds: [2.5], companyId: 71, reason: 'companyStatus' },
      { userIds: [2], companyId: 71, reason: 'deleted' },
      { userIds: [2], companyId: '71', reason: 'companyStatus' },
      { companyId: 71, reason: 'companyStatus' },
    ];
    for (const payload of cases) expect(accountPayloadOf(event(payload))).toBeNull();
    expect(
      accountPayloadOf(
        event({ userIds: [2], companyId: 1, reason: 'userStatus' }, 'vehicle.changed'),
      ),
    ).toBeNull();
  });
});

describe('which subscriptions take an account event', () => {
  const event: GatewayEvent = {
    id: 1,
    type: ACCOUNT_CHANGED_EVENT,
    vehicleId: null,
    userId: null,
    payload: { userIds: [1, 2, 3], companyId: 70, reason: 'companyStatus' },
    createdAt: '2026-03-02T00:00:00.000Z',
  };

  it('is viewerChanged only, for the users it names', () => {
    expect(acceptsViewerChange(2)(event)).toBe(true);
    expect(acceptsViewerChange(4)(event)).toBe(false);
    for (const token of ['admin-token', 'dealer-token', 'pending-token']) {
      const profile = PROFILES[token]!;
      expect(acceptsOfferEvent(profile, null)(event)).toBe(false);
      expect(acceptsNotificationEvent(profile)(event)).toBe(false);
      expect(acceptsImportEvent(profile.id, 'upload')(event)).toBe(false);
    }
    expect(acceptsVehicleEvent(null)(event)).toBe(false);
    expect(acceptsVehicleRecordEvent(null)(event)).toBe(false);
  });
});
