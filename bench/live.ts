// Live figures: how fast a committed change reaches 1,000 graphql-ws subscribers and whether any
// event is lost on the way, then how many offer mutations per second the stack takes with those
// subscribers connected. Latency runs from the change's transaction (the event row's createdAt)
// to the moment the subscriber's socket hands over the event.
import { DEMO_PASSWORD } from '@canam/api/seed/demoAccounts';
import { isVehicleEvent } from '@canam/domain/events';
import { currentEventCursor } from '@canam/gateway/testing/eventHead';
import { Worker } from 'node:worker_threads';
import { Agent, request } from 'undici';
import type { SubscriberReport, SubscribersInput } from './liveSubscribers.ts';
import { goal } from './goals.ts';
import { mainThreadCpuMs } from './threadCpu.ts';
import { ms, percentile } from './stats.ts';
import { workerReply } from './workerReply.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1_000);
const DELIVERY_OFFERS = Number(process.env.BENCH_DELIVERY_OFFERS ?? 30);
const THROUGHPUT_MUTATIONS = Number(process.env.BENCH_MUTATIONS ?? 240);
const THROUGHPUT_CHAINS = 8;
// The goals of issue 14.
const MAX_DELIVERY_P99_MS = 100;
const MIN_MUTATIONS_PER_SECOND = 60;

// What an inventory card asks for when a vehicle changes.
export const VEHICLE_CHANGED = `subscription($after: String) {
  vehicleChanged(after: $after) { cursor vehicle { id status price { amount } } } }`;
const MAKE_OFFER = `mutation($input: MakeOfferInput!) {
  makeOffer(input: $input) { offer { id } userErrors { message } } }`;
const COUNTER_OFFER = `mutation($input: CounterOfferInput!) {
  counterOffer(input: $input) { offer { id } userErrors { message } } }`;
const OPEN_VEHICLES = `query {
  viewer { user { id } }
  vehicles(first: 100, filter: { availableInMarketplace: true }) {
    edges { node { id status price { amount } viewerOfferChain { databaseId } } } } }`;

/** Subscribers in a worker thread (liveSubscribers.ts behind an entry that loads tsx). */
async function startSubscribers(input: SubscribersInput) {
  const worker = new Worker(new URL('./liveSubscribers.worker.mjs', import.meta.url), {
    workerData: input,
  });
  await workerReply(worker, 'connected');
  return {
    async report(): Promise<SubscriberReport> {
      const answer = workerReply<SubscriberReport>(worker, 'report');
      worker.postMessage({ type: 'report' });
      return answer;
    },
    /** The subscribers' thread's CPU time so far in ms (null without /proc). */
    async cpuMs(): Promise<number | null> {
      const answer = workerReply<{ cpuMs: number | null }>(worker, 'cpu');
      worker.postMessage({ type: 'cpu' });
      return (await answer).cpuMs;
    },
    async close() {
      const answer = workerReply(worker, 'closed');
      worker.postMessage({ type: 'close' });
      await answer;
      await worker.terminate();
    },
  };
}
interface StreamedEvent {
  id: number;
  type: string;
  vehicleId: number | null;
  createdAt: string;
}

// The offers are sent with undici's request() on one keep-alive agent, not fetch(): they are sent
// from this thread, the api's, and fetch() costs it about twice as much CPU a request
// (docs/decisions.md), which the figures would count as the api's.
async function graphql<T>(
  agent: Agent,
  gatewayUrl: string,
  token: string | null,
  query: string,
  variables = {},
) {
  const response = await request(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    dispatcher: agent,
  });
  const body = (await response.body.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function login(apiUrl: string, email: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, marketPlace: 1 }),
  });
  return ((await response.json()) as { auth: { accessToken: string } }).auth.accessToken;
}

/** The events after `after` up to `until` as the api stored them (bounded SSE read). */
async function storedEvents(apiUrl: string, secret: string, after: string, until: string) {
  const response = await fetch(`${apiUrl}/api/events?after=${after}&until=${until}`, {
    headers: { 'x-events-secret': secret },
  });
  const events: StreamedEvent[] = [];
  for (const block of (await response.text()).split('\n\n')) {
    const data = block.split('\n').find((line) => line.startsWith('data: '));
    if (data) events.push(JSON.parse(data.slice(6)) as StreamedEvent);
  }
  return events;
}

function expectOk(result: Record<string, { userErrors: { message: string }[] }>) {
  const errors = Object.values(result)[0]!.userErrors;
  if (errors.length) throw new Error(errors.map((e) => e.message).join('; '));
}

export interface LiveBenchInput {
  apiUrl: string;
  gatewayUrl: string;
  secret: string;
  /** Where the api keeps its data ('PGlite', 'PostgreSQL'): named in the figures and goals. */
  database: string;
  /** The gateway process's CPU time so far in µs (a gateway in its own process). */
  gatewayCpuMicros?: () => Promise<number>;
}

export async function benchLive(options: LiveBenchInput) {
  const { apiUrl, gatewayUrl, secret, database } = options;
  const agent = new Agent({ connections: 16, keepAliveTimeout: 30_000 });
  const [buyer, admin] = await Promise.all([
    login(apiUrl, 'buyer@canam.test'),
    login(apiUrl, 'admin@canam.test'),
  ]);
  const open = await graphql<{
    viewer: { user: { id: string } };
    vehicles: {
      edges: {
        node: { id: string; price: unknown; viewerOfferChain: { databaseId: number } | null };
      }[];
    };
  }>(agent, gatewayUrl, buyer, OPEN_VEHICLES);
  const buyerId = open.viewer.user.id;
  const vehicles = open.vehicles.edges
    .map((edge) => edge.node)
    .filter((vehicle) => vehicle.price && !vehicle.viewerOfferChain)
    .map((vehicle) => vehicle.id);
  if (vehicles.length < DELIVERY_OFFERS + THROUGHPUT_CHAINS) {
    throw new Error(`only ${vehicles.length} vehicles are open to the buyer's offers`);
  }

  // Guests: every one may watch the catalogue; the gateway shares one fetch among them.
  const start = await currentEventCursor(apiUrl, secret);
  const subscribers = await startSubscribers({
    gatewayUrl,
    query: VEHICLE_CHANGED,
    variables: { after: start },
    count: SUBSCRIBERS,
  });

  console.log(
    `\nLive delivery on ${database}: ${SUBSCRIBERS} graphql-ws subscribers (guests, vehicleChanged)`,
  );
  // A negotiation step through the gateway; its userErrors fail the run.
  const mutate = (token: string, mutation: string, input: object) =>
    graphql<Record<string, { userErrors: { message: string }[] }>>(
      agent,
      gatewayUrl,
      token,
      mutation,
      { input },
    ).then(expectOk);
  const makeOffer = (vehicleId: string, price: number) =>
    mutate(buyer, MAKE_OFFER, { vehicleId, offerPrice: price.toFixed(2) });
  for (const vehicleId of vehicles.slice(0, DELIVERY_OFFERS)) {
    await makeOffer(vehicleId, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const end = await currentEventCursor(apiUrl, secret);
  const stored = (await storedEvents(apiUrl, secret, start, end)).filter(
    (event) => event.vehicleId !== null && isVehicleEvent(event.type),
  );
  const createdAt = new Map(stored.map((event) => [String(event.id), Date.parse(event.createdAt)]));
  const expected = stored.length * SUBSCRIBERS;
  const settleBy = Date.now() + 20_000;
  let report = await subscribers.report();
  const received = () => report.received.reduce((sum, events) => sum + events.length, 0);
  while (received() < expected && Date.now() < settleBy) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    report = await subscribers.report();
  }
  const latencies: number[] = [];
  let duplicates = 0;
  for (const events of report.received) {
    const seen = new Set<string>();
    for (const [cursor, arrivedAt] of events) {
      if (seen.has(cursor)) duplicates += 1;
      seen.add(cursor);
      const committed = createdAt.get(cursor);
      if (committed !== undefined) latencies.push(arrivedAt - committed);
    }
  }
  const lost = expected - (received() - duplicates);
  console.log(
    `  ${DELIVERY_OFFERS} offers -> ${stored.length} vehicle events -> ${expected} deliveries expected`,
  );
  console.log(
    `  delivery latency  p50 ${ms(percentile(latencies, 50))}  p99 ${ms(percentile(latencies, 99))}`,
  );
  console.log(`  lost events ${lost}  duplicates ${duplicates}`);
  for (const problem of report.problems) console.log(`  a subscriber got: ${problem}`);
  const p99 = percentile(latencies, 99);
  goal(
    `live delivery p99, ${SUBSCRIBERS} subscribers, ${database} (<= ${MAX_DELIVERY_P99_MS} ms)`,
    ms(p99),
    p99 <= MAX_DELIVERY_P99_MS,
  );
  goal(
    `live events lost or repeated, ${SUBSCRIBERS} subscribers, ${database} (0)`,
    `${lost} lost, ${duplicates} repeated`,
    lost === 0 && duplicates === 0 && expected > 0 && report.problems.length === 0,
  );

  // Throughput: each chain alternates the buyer's offer and the admin's counter, so every
  // mutation is a legal negotiation step; chains run side by side.
  const chains = vehicles.slice(DELIVERY_OFFERS, DELIVERY_OFFERS + THROUGHPUT_CHAINS);
  const perChain = Math.ceil(THROUGHPUT_MUTATIONS / THROUGHPUT_CHAINS);
  // CPU per mutation: figures a machine shared with other work disturbs less than the rate.
  const apiCpu = mainThreadCpuMs();
  const gatewayCpu = await options.gatewayCpuMicros?.();
  const subscribersCpu = await subscribers.cpuMs();
  const began = performance.now();
  await Promise.all(
    chains.map(async (vehicleId) => {
      for (let step = 0; step < perChain; step += 1) {
        const price = 10_000 + step * 10;
        if (step % 2 === 0) await makeOffer(vehicleId, price);
        else {
          await mutate(admin, COUNTER_OFFER, {
            vehicleId,
            dealerId: buyerId,
            offerPrice: (price + 5_000).toFixed(2),
          });
        }
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const total = perChain * chains.length;
  const perSecond = total / seconds;
  console.log(
    `\nOffer mutations on ${database} (offer/counter through the gateway, ${chains.length} ` +
      `chains at once, ${SUBSCRIBERS} subscribers connected)`,
  );
  console.log(`  ${total} mutations in ${seconds.toFixed(2)} s: ${perSecond.toFixed(1)}/s`);
  const apiCpuAfter = mainThreadCpuMs();
  const gatewayCpuAfter = await options.gatewayCpuMicros?.();
  const subscribersCpuAfter = await subscribers.cpuMs();
  console.log(
    `  CPU per mutation: api thread ` +
      (apiCpu === null || apiCpuAfter === null
        ? 'not measured'
        : `${((apiCpuAfter - apiCpu) / total).toFixed(1)} ms`) +
      (gatewayCpu === undefined || gatewayCpuAfter === undefined
        ? ''
        : `, gateway process CPU ${((gatewayCpuAfter - gatewayCpu) / 1000 / total).toFixed(1)} ms` +
          ` (the fan-out of its events to ${SUBSCRIBERS} subscribers included)`) +
      (subscribersCpu === null || subscribersCpuAfter === null
        ? ''
        : `, the subscribers' thread ${((subscribersCpuAfter - subscribersCpu) / total).toFixed(1)} ms`),
  );
  goal(
    `offer mutations, ${SUBSCRIBERS} subscribers, ${database} (>= ${MIN_MUTATIONS_PER_SECOND}/s)`,
    `${perSecond.toFixed(1)}/s`,
    perSecond >= MIN_MUTATIONS_PER_SECOND,
  );

  await subscribers.close();
  await agent.close();
}
