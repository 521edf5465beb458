// The event feed over a stand-in stream: it starts at the head, resumes after a dropped stream
// with Last-Event-ID, and gives each subscriber the events after its cursor once, in order,
// from its ring or, for an older cursor, from the bounded catch-up read.
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeEventStream, type FakeEventStream } from '../testing/fakeEventStream.ts';
import { createEventFeed, type EventFeed } from './eventFeed.ts';
import { MAX_QUEUED_EVENTS, type EventSubscription } from './eventSubscription.ts';

let stream: FakeEventStream;
let feed: EventFeed;

afterEach(async () => {
  await feed?.close();
  await stream?.close();
});

async function take(subscription: EventSubscription, count: number): Promise<number[]> {
  const ids: number[] = [];
  while (ids.length < count) {
    const { value, done } = await subscription.next();
    if (done) break;
    ids.push(value.id);
  }
  return ids;
}

const emit = (n: number) => {
  for (let i = 0; i < n; i++) stream.emit({ type: 'vehicle.changed', vehicleId: 1, userId: null });
};

describe('the event feed', () => {
  it('starts at the head and resumes a dropped stream with Last-Event-ID, nothing twice', async () => {
    stream = await startFakeEventStream();
    emit(3);
    feed = createEventFeed({ apiUrl: stream.url, secret: stream.secret });
    await feed.ready;
    const live = feed.subscribe(null);
    emit(2);
    expect(await take(live, 2)).toEqual([4, 5]);

    stream.dropConnections();
    emit(2); // while the tail is away
    expect(await take(live, 2)).toEqual([6, 7]);
    expect(stream.requests.map((r) => r.lastEventId)).toContain('5');
    expect(stream.requests[0]!.search).toBe('?after=head');
    await live.return();
  });

  it('replays from the ring after a cursor, then goes on live', async () => {
    stream = await startFakeEventStream();
    feed = createEventFeed({ apiUrl: stream.url, secret: stream.secret });
    await feed.ready;
    emit(4);
    await take(feed.subscribe(null), 4);
    const resumed = feed.subscribe(2);
    emit(1);
    expect(await take(resumed, 3)).toEqual([3, 4, 5]);
    // the ring answered: no catch-up read
    expect(stream.requests.some((r) => r.search.includes('until'))).toBe(false);
  });

  it('never queues an event its subscriber does not accept, replayed or live', async () => {
    stream = await startFakeEventStream();
    feed = createEventFeed({ apiUrl: stream.url, secret: stream.secret });
    await feed.ready;
    const everything = feed.subscribe(null);
    const vehicle = (vehicleId: number) =>
      stream.emit({ type: 'vehicle.changed', vehicleId, userId: null });
    vehicle(1);
    vehicle(2);
    vehicle(1);
    expect(await take(everything, 3)).toEqual([1, 2, 3]);
    const onlyTwo = (event: { vehicleId: number | null }) => event.vehicleId === 2;
    // Replayed after cursor 0 (1 to 3), then live (4 to 6): only vehicle 2's events.
    const replayed = feed.subscribe(0, onlyTwo);
    const live = feed.subscribe(null, onlyTwo);
    vehicle(1);
    vehicle(2);
    vehicle(1);
    expect(await take(replayed, 2)).toEqual([2, 5]);
    expect(await take(live, 1)).toEqual([5]);
    expect(await take(everything, 3)).toEqual([4, 5, 6]);
    // Nothing else is waiting: the next one it gets is the next one it accepts.
    vehicle(2);
    expect(await take(live, 1)).toEqual([7]);
  });

  it('ends only the subscription whose filter throws', async () => {
    stream = await startFakeEventStream();
    feed = createEventFeed({ apiUrl: stream.url, secret: stream.secret });
    await feed.ready;
    const broken = feed.subscribe(null, () => {
      throw new Error('a bad filter');
    });
    const healthy = feed.subscribe(null);
    emit(2);
    expect(await take(healthy, 2)).toEqual([1, 2]);
    expect(broken.closed).toBe(true);
    expect(await broken.next()).toEqual({ value: undefined, done: true });
  });

  it('reads what happened before it started (or left its ring) from the api, once', async () => {
    stream = await startFakeEventStream();
    emit(5);
    feed = createEventFeed({ apiUrl: stream.url, secret: stream.secret, ringSize: 2 });
    await feed.ready;
    const watcher = feed.subscribe(null);
    emit(4); // ring keeps 8 and 9: it covers after 7
    expect(await take(watcher, 4)).toEqual([6, 7, 8, 9]);
    const old = feed.subscribe(1);
    emit(1);
    expect(await take(old, 9)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(stream.requests.map((r) => r.search)).toContain('?after=1&until=7');
  });

  it('tells a recent cursor whose events are all still in its ring', async () => {
    stream = await startFakeEventStream();
    emit(5);
    feed = createEventFeed({ apiUrl: stream.url, secret: stream.secret, ringSize: 3 });
    await feed.ready;
    // Started at 5: nothing before it is in memory.
    expect(feed.recent(100)).toBe(5);
    const watcher = feed.subscribe(null);
    emit(5); // the ring keeps 8, 9 and 10: it covers after 7
    expect(await take(watcher, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(feed.recent(100)).toBe(7);
    expect(feed.recent(1)).toBe(9);
    const recent = feed.subscribe(feed.recent(100));
    emit(1);
    expect(await take(recent, 4)).toEqual([8, 9, 10, 11]);
    expect(stream.requests.some((r) => r.search.includes('until'))).toBe(false);
  });

  it('ends a subscriber that falls too far behind instead of queueing without bound', async () => {
    stream = await startFakeEventStream();
    feed = createEventFeed({ apiUrl: stream.url, secret: stream.secret });
    await feed.ready;
    const slow = feed.subscribe(null);
    const fast = feed.subscribe(null);
    emit(MAX_QUEUED_EVENTS + 1);
    expect(await take(fast, MAX_QUEUED_EVENTS + 1)).toHaveLength(MAX_QUEUED_EVENTS + 1);
    expect(slow.overflowed).toBe(true);
    expect((await take(slow, 1)).length).toBe(0);
  });
});
