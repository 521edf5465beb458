// The shared fan-out (sharedSubscribe.ts) over the real schema, the fake api and a stand-in event
// stream: subscribers that would get the identical result for an event share one execution (one
// run of the field resolver, one set of loaders), whatever their `after`; other credentials or
// other variables are executed apart; a dealer never gets another dealer's event that way; and an
// expired token still closes every socket that uses it with 4401.
import { defaultFieldResolver, parse } from 'graphql/index.js';
import type { ExecutionResult, GraphQLFieldResolver, GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContext, type LiveEvents } from '../context.ts';
import { createEventFeed } from '../events/eventFeed.ts';
import { toGlobalId } from '../relay/ids.ts';
import { createRestTransport, type RestTransport } from '../rest/client.ts';
import { createSchema } from '../schema.ts';
import { createFakeApi, FAKE_API_URL, PROFILES, type FakeApi } from '../testing/fakeApi.ts';
import { startFakeEventStream, type FakeEventStream } from '../testing/fakeEventStream.ts';
import { FAKE_DEALER_ID } from '../testing/fakeOffersApi.ts';
import { CLOSE_UNAUTHORIZED } from './liveStream.ts';
import { SharedExecutions } from './sharedExecutions.ts';
import { SharedFetches } from './sharedFetches.ts';
import { sharedSubscribe, sharingKey } from './sharedSubscribe.ts';

const VEHICLE_CHANGED = `subscription($ids: [ID!], $after: String) {
  vehicleChanged(vehicleIds: $ids, after: $after) { cursor vehicle { databaseId title } } }`;
const OFFER_EVENTS = `subscription($after: String) { offerEvents(after: $after) {
  cursor type chain { databaseId dealer { databaseId } } } }`;
const OTHER_DEALER_ID = 5;

let api: FakeApi;
let stream: FakeEventStream;
let transport: RestTransport;
let live: LiveEvents;
const schema = createSchema();
/** How often VehicleChangedEvent.vehicle and OfferEvent.chain ran. */
let resolverRuns = 0;
let loaderRenewals = 0;
const open: AsyncIterator<ExecutionResult>[] = [];

for (const [type, field] of [
  ['VehicleChangedEvent', 'vehicle'],
  ['OfferEvent', 'chain'],
] as const) {
  const config = (schema.getType(type) as GraphQLObjectType).getFields()[field]!;
  const resolve: GraphQLFieldResolver<unknown, unknown> = config.resolve ?? defaultFieldResolver;
  config.resolve = (...args) => {
    resolverRuns += 1;
    return resolve(...args);
  };
}

beforeAll(async () => {
  api = createFakeApi();
  stream = await startFakeEventStream();
  transport = createRestTransport({ apiUrl: FAKE_API_URL, dispatcher: api.dispatcher });
  const feed = createEventFeed({ apiUrl: stream.url, secret: stream.secret });
  await feed.ready;
  live = { feed, shared: new SharedFetches(), executions: new SharedExecutions() };
  PROFILES['other-dealer-token'] = { ...PROFILES['dealer-token']!, id: OTHER_DEALER_ID };
});
afterAll(async () => {
  await Promise.all(open.map((iterator) => iterator.return?.()));
  delete PROFILES['other-dealer-token'];
  await live.feed.close();
  await transport.close();
  await stream.close();
  await api.close();
});
beforeEach(() => {
  api.reset();
  resolverRuns = 0;
  loaderRenewals = 0;
});

/** One subscriber as graphql-ws runs it: its own context, document and variables. */
async function subscribe(query: string, variables: Record<string, unknown>, token: string | null) {
  const closeCodes: number[] = [];
  const context = createContext(
    transport,
    { accessToken: token, marketPlaceId: null, forwardedFor: null },
    { live, closeSocket: (code) => void closeCodes.push(code) },
  );
  const renew = context.renewLoaders;
  context.renewLoaders = () => {
    loaderRenewals += 1;
    renew();
  };
  const result = await sharedSubscribe({
    schema,
    document: parse(query),
    variableValues: variables,
    contextValue: context,
  });
  if (!(Symbol.asyncIterator in result)) throw new Error(JSON.stringify(result));
  open.push(result);
  return { next: () => result.next(), closeCodes };
}

const lastCursor = () => String(stream.events.at(-1)?.id ?? 0);
const nothingWithin = (ms: number) =>
  new Promise<'nothing'>((resolve) => setTimeout(() => resolve('nothing'), ms));

describe('shared subscription executions', () => {
  it('runs an event once for 1,000 identical guests, whatever their cursor', async () => {
    const ids = [toGlobalId('Vehicle', 9)];
    const guests = await Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        // Half of them resume after the stream's end, half subscribe from now on.
        subscribe(VEHICLE_CHANGED, index % 2 ? { ids, after: lastCursor() } : { ids }, null),
      ),
    );
    const computed = live.executions.computed;
    for (const round of [1, 2]) {
      const event = stream.emit({ type: 'vehicle.changed', vehicleId: 9, userId: null });
      const results = await Promise.all(guests.map((guest) => guest.next()));
      expect(results[0]!.value).toEqual({
        data: {
          vehicleChanged: {
            cursor: String(event.id),
            vehicle: { databaseId: 9, title: expect.any(String) },
          },
        },
      });
      // One execution: the very same result object for everyone.
      expect(results.every((result) => result.value === results[0]!.value)).toBe(true);
      expect(resolverRuns).toBe(round);
      expect(loaderRenewals).toBe(round);
    }
    expect(live.executions.computed - computed).toBe(2);
    expect(api.calls.filter((call) => call.path.startsWith('/api/vehicle?'))).toHaveLength(2);
  }, 60_000);

  it('executes apart for other credentials and other variables', async () => {
    const ids = [toGlobalId('Vehicle', 9)];
    const subscribers = await Promise.all([
      subscribe(VEHICLE_CHANGED, { ids }, null),
      subscribe(VEHICLE_CHANGED, { ids, after: lastCursor() }, null), // shares with the first
      subscribe(VEHICLE_CHANGED, { ids }, 'dealer-token'),
      subscribe(VEHICLE_CHANGED, { ids }, 'dealer-token'), // shares with the third
      subscribe(VEHICLE_CHANGED, { ids }, 'admin-token'),
      subscribe(VEHICLE_CHANGED, { ids: [...ids, toGlobalId('Vehicle', 10)] }, null),
    ]);
    const event = stream.emit({ type: 'vehicle.sold', vehicleId: 9, userId: null });
    const results = await Promise.all(subscribers.map((subscriber) => subscriber.next()));
    for (const result of results) {
      expect(result.value.data.vehicleChanged.cursor).toBe(String(event.id));
    }
    // guests, the dealer, the admin, the guest with other variables
    expect(resolverRuns).toBe(4);
    expect(results[1]!.value).toBe(results[0]!.value);
    expect(results[3]!.value).toBe(results[2]!.value);
    expect(results[4]!.value).not.toBe(results[2]!.value);
    expect(results[5]!.value).not.toBe(results[0]!.value);
  });

  it("never hands a dealer another dealer's event through a shared execution", async () => {
    const mine = await Promise.all(
      Array.from({ length: 50 }, () => subscribe(OFFER_EVENTS, {}, 'dealer-token')),
    );
    const theirs = await Promise.all(
      Array.from({ length: 50 }, () => subscribe(OFFER_EVENTS, {}, 'other-dealer-token')),
    );
    const staff = await subscribe(OFFER_EVENTS, {}, 'admin-token');
    const other = stream.emit({
      type: 'offer.made',
      vehicleId: 4,
      userId: OTHER_DEALER_ID,
      payload: { offerId: 1004, chainId: 104 },
    });
    const own = stream.emit({
      type: 'offer.countered',
      vehicleId: 4,
      userId: FAKE_DEALER_ID,
      payload: { offerId: 2004, chainId: 104 },
    });
    const received = await Promise.all(mine.map((subscriber) => subscriber.next()));
    for (const result of received) {
      expect(result.value).toEqual({
        data: {
          offerEvents: {
            cursor: String(own.id),
            type: 'COUNTERED',
            chain: { databaseId: 104, dealer: { databaseId: FAKE_DEALER_ID } },
          },
        },
      });
    }
    // The other dealer's subscribers get nothing: not its event (its chains do not hold it)
    // and not ours, though both ran the very same operation.
    const pending = theirs.map((subscriber) => subscriber.next());
    expect(await Promise.race([...pending, nothingWithin(300)])).toBe('nothing');
    // Staff see both events.
    expect((await staff.next()).value.data.offerEvents.cursor).toBe(String(other.id));
    expect((await staff.next()).value.data.offerEvents.cursor).toBe(String(own.id));
    // One history read per event and audience, each as the dealer whose filter let it through.
    const histories = api.calls
      .filter((call) => call.path.includes('getOfferHistory'))
      .map((call) => call.headers.authorization);
    expect(histories.sort()).toEqual([
      'Bearer admin-token',
      'Bearer admin-token',
      'Bearer dealer-token',
      'Bearer other-dealer-token',
    ]);
  });

  it('closes every socket of a token that expired with 4401', async () => {
    PROFILES['short-lived-token'] = PROFILES['dealer-token']!;
    const watchers = await Promise.all(
      Array.from({ length: 20 }, () => subscribe(VEHICLE_CHANGED, {}, 'short-lived-token')),
    );
    delete PROFILES['short-lived-token'];
    stream.emit({ type: 'vehicle.changed', vehicleId: 3, userId: null });
    const ends = await Promise.all(watchers.map((watcher) => watcher.next()));
    expect(ends.every((end) => end.done)).toBe(true);
    expect(watchers.map((watcher) => watcher.closeCodes)).toEqual(
      watchers.map(() => [CLOSE_UNAUTHORIZED]),
    );
    expect(api.calls.filter((call) => call.path.startsWith('/api/vehicle?'))).toHaveLength(1);
  });

  it('leaves out of the sharing key only a variable that feeds nothing but `after`', () => {
    const context = createContext(transport, { accessToken: null, marketPlaceId: null });
    const key = (query: string, variableValues: Record<string, unknown>) =>
      sharingKey({ schema, document: parse(query), variableValues, contextValue: context });
    expect(key(VEHICLE_CHANGED, { ids: null, after: '1' })).toBe(
      key(VEHICLE_CHANGED, { ids: null, after: '2' }),
    );
    expect(key(VEHICLE_CHANGED, { ids: ['a'] })).not.toBe(key(VEHICLE_CHANGED, { ids: ['b'] }));
    // $after also decides what a nested field shows: it stays in the key.
    const nested = `subscription($after: String) { vehicleChanged(after: $after) {
      cursor vehicle { title(after: $after) } } }`;
    expect(key(nested, { after: '1' })).not.toBe(key(nested, { after: '2' }));
    const asGuest = key(VEHICLE_CHANGED, {});
    const asDealer = sharingKey({
      schema,
      document: parse(VEHICLE_CHANGED),
      variableValues: {},
      contextValue: createContext(transport, { accessToken: 'dealer-token', marketPlaceId: null }),
    });
    expect(asGuest).not.toBe(asDealer);
  });
});
