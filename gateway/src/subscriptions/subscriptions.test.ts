// Subscriptions over the fake api and a stand-in event stream: a thousand guests cost one REST
// call per event, a dealer never gets (or costs) another dealer's offer events, and a token that
// expires while subscribed closes the socket with 4401.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFILES, type FakeApi } from '../testing/fakeApi.ts';
import { startFakeEventStream, type FakeEventStream } from '../testing/fakeEventStream.ts';
import { FAKE_DEALER_ID } from '../testing/fakeOffersApi.ts';
import { subscribeLive, type LiveSubscriber } from '../testing/liveClient.ts';
import { startFakeStack } from '../testing/graphql.ts';
import type { RunningGateway } from '../server.ts';
import { toGlobalId } from '../relay/ids.ts';

let api: FakeApi;
let stream: FakeEventStream;
let gateway: RunningGateway;
const open: LiveSubscriber<object>[] = [];

beforeAll(async () => {
  stream = await startFakeEventStream();
  ({ api, gateway } = await startFakeStack({
    eventsUrl: stream.url,
    eventsSecret: stream.secret,
    // A thousand guests on one address: more sockets than one real address may hold.
    limits: { maxSocketsPerAddress: 2_000 },
  }));
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
    {
      connectionParams: token ? { accessToken: token } : {},
    },
  );
  open.push(subscriber as LiveSubscriber<object>);
  return subscriber;
}

const VEHICLE_CHANGED = `subscription($ids: [ID!], $after: String) {
  vehicleChanged(vehicleIds: $ids, after: $after) { cursor vehicle { databaseId title price { amount } } } }`;
const OFFER_EVENTS = `subscription($after: String) { offerEvents(after: $after) {
  cursor type offer { databaseId side } chain { databaseId dealer { databaseId } } vehicle { databaseId } } }`;

type Changed = { vehicleChanged: { cursor: string; vehicle: { databaseId: number } } };

describe('subscriptions', () => {
  it('shares one vehicle fetch per event among all guest subscribers', async () => {
    const guests = Array.from({ length: 1000 }, () =>
      live<Changed>(VEHICLE_CHANGED, { ids: [toGlobalId('Vehicle', 9)] }, null),
    );
    await Promise.all(guests.map((guest) => guest.connected));
    const event = stream.emit({ type: 'vehicle.sold', vehicleId: 9, userId: null });
    stream.emit({ type: 'vehicle.changed', vehicleId: 10, userId: null }); // not watched
    const received = await Promise.all(guests.map((guest) => guest.waitFor(() => true, 20_000)));
    expect(received.every((data) => data.vehicleChanged.cursor === String(event.id))).toBe(true);
    expect(received[0]!.vehicleChanged.vehicle.databaseId).toBe(9);
    const vehicleCalls = api.calls.filter((call) => call.path.startsWith('/api/vehicle?'));
    expect(vehicleCalls).toHaveLength(1);
    await Promise.all(guests.map((guest) => guest.dispose()));
  }, 60_000);

  it("gives a dealer its own offer events only, without fetching others'", async () => {
    const dealer = live<{
      offerEvents: { type: string; chain: { dealer: { databaseId: number } }; offer: unknown };
    }>(OFFER_EVENTS, {}, 'dealer-token');
    await dealer.connected;
    stream.emit({
      type: 'offer.made',
      vehicleId: 4,
      userId: 99,
      payload: { offerId: 1004, chainId: 104 },
    });
    stream.emit({
      type: 'offer.countered',
      vehicleId: 4,
      userId: FAKE_DEALER_ID,
      payload: { offerId: 2004, chainId: 104 },
    });
    const event = await dealer.waitFor(() => true);
    expect(event.offerEvents).toEqual({
      cursor: String(stream.events.at(-1)!.id),
      type: 'COUNTERED',
      offer: { databaseId: 2004, side: 'PROVIDER' },
      chain: { databaseId: 104, dealer: { databaseId: FAKE_DEALER_ID } },
      vehicle: { databaseId: 4 },
    });
    expect(dealer.events).toHaveLength(1);
    expect(api.calls.filter((call) => call.path.includes('getOfferHistory'))).toHaveLength(1);
  });

  it('closes the socket with 4401 when the token expires while subscribed', async () => {
    PROFILES['short-lived-token'] = PROFILES['dealer-token']!;
    const watcher = live<Changed>(VEHICLE_CHANGED, {}, 'short-lived-token');
    await watcher.connected;
    delete PROFILES['short-lived-token'];
    stream.emit({ type: 'vehicle.changed', vehicleId: 3, userId: null });
    await expect.poll(() => watcher.closeCodes, { timeout: 5_000 }).toEqual([4401]);
    expect(watcher.events).toEqual([]);
  });

  it('refuses a cursor that is not one', async () => {
    const subscriber = subscribeLive(gateway.url, VEHICLE_CHANGED, { after: 'yesterday' });
    open.push(subscriber);
    await expect.poll(() => subscriber.errors.length, { timeout: 5_000 }).toBe(1);
    expect(JSON.stringify(subscriber.errors)).toContain('BAD_USER_INPUT');
  });
});
