// The gateway against the api directly under concurrent clients: the same 33-card catalogue page
// (the api timed on the very call the gateway makes for it), 20 clients at once, each sending its
// next request as soon as the last is answered, for a fixed time per side, in alternating rounds
// so that both sides meet the same machine (a checkpoint or a busy neighbour lands on both).
// Prints throughput (req/s) and p99 of each and their ratio and difference;
// then keeps the gateway under that load for the soak (BENCH_SOAK_SECONDS, default 600) and
// samples its RSS. The gateway runs as a child process (childGateway.ts), so the RSS is its own.
import { goal } from './goals.ts';
import type { ChildGateway } from './childGateway.ts';
import { ms, percentile } from './stats.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_CONCURRENT_SECONDS ?? 40);
const ROUNDS = 4;
// Each round first lets its 20 clients settle (fresh sockets, all 20 requests arriving at once)
// for this long unrecorded: the figures are the steady state.
const SETTLE_SECONDS = 1;
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const RSS_SAMPLES = 10;
const MB = 1024 * 1024;

// The goals of issue 14.
const MIN_THROUGHPUT_RATIO = 0.5;
const MAX_P99_EXTRA_MS = 25;
const MAX_RSS_MB = 200;

export interface ConcurrentInput {
  apiUrl: string;
  /** The api's own call for that page, exactly as the gateway makes it (path and query). */
  vehiclePagePath: string;
  gateway: ChildGateway;
  token: string;
  /** The catalogue query as the web sends it, and its variables for a 33-card page. */
  query: string;
  variables: object;
}

interface LoadSamples {
  /** Latency of each answered request, in ms. */
  samples: number[];
  /** Requests that failed (an error or a wrong answer): not counted in the figures. */
  failed: number;
  firstFailure: unknown;
  seconds: number;
}

interface LoadFigures {
  requests: number;
  /** Requests that failed (an error or a wrong answer): not counted in the figures. */
  failed: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * `clients` loops calling `request` for `settle` seconds unrecorded, then `seconds` recorded;
 * every answer is checked.
 */
async function loadSamples(
  clients: number,
  seconds: number,
  request: () => Promise<void>,
  settle = 0,
): Promise<LoadSamples> {
  const samples: number[] = [];
  let failed = 0;
  let firstFailure: unknown = null;
  const recordFrom = performance.now() + settle * 1000;
  const endAt = recordFrom + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < endAt) {
        const start = performance.now();
        try {
          await request();
          if (start >= recordFrom) samples.push(performance.now() - start);
        } catch (error) {
          failed += 1;
          firstFailure ??= error;
        }
      }
    }),
  );
  return { samples, failed, firstFailure, seconds: (performance.now() - recordFrom) / 1000 };
}

function figures(runs: LoadSamples[]): LoadFigures {
  const samples = runs.flatMap((run) => run.samples);
  const failed = runs.reduce((sum, run) => sum + run.failed, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const firstFailure = runs.find((run) => run.firstFailure)?.firstFailure;
  if (firstFailure) console.log(`  ${failed} requests failed, the first: ${String(firstFailure)}`);
  return {
    failed,
    requests: samples.length,
    seconds,
    perSecond: samples.length / seconds,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
  };
}

async function load(clients: number, seconds: number, request: () => Promise<void>) {
  return figures([await loadSamples(clients, seconds, request)]);
}

async function expectJson(response: Response, check: (body: unknown) => boolean) {
  const body = (await response.json()) as unknown;
  if (response.status !== 200 || !check(body)) {
    throw new Error(`unexpected answer ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

export async function benchConcurrentGateway(input: ConcurrentInput): Promise<void> {
  const { apiUrl, vehiclePagePath, gateway, token, query, variables } = input;
  const headers = { authorization: `Bearer ${token}` };
  const direct = async () =>
    expectJson(await fetch(`${apiUrl}${vehiclePagePath}`, { headers }), (body) =>
      Array.isArray((body as { data?: unknown[] }).data),
    );
  const body = JSON.stringify({ query, variables });
  const viaGateway = async () =>
    expectJson(
      await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      }),
      (answer) => !(answer as { errors?: unknown }).errors && !!(answer as { data?: unknown }).data,
    );

  console.log(
    `\nA 33-card catalogue page under ${CLIENTS} concurrent clients, ${SECONDS} s each ` +
      `in ${ROUNDS} alternating rounds, each after ${SETTLE_SECONDS} s unrecorded (gateway in its own process)`,
  );
  await loadSamples(CLIENTS, 2, direct);
  await loadSamples(CLIENTS, 2, viaGateway);
  const apiRuns: LoadSamples[] = [];
  const gatewayRuns: LoadSamples[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    apiRuns.push(await loadSamples(CLIENTS, SECONDS / ROUNDS, direct, SETTLE_SECONDS));
    gatewayRuns.push(await loadSamples(CLIENTS, SECONDS / ROUNDS, viaGateway, SETTLE_SECONDS));
  }
  const api = figures(apiRuns);
  const viaGw = figures(gatewayRuns);
  const line = (label: string, f: LoadFigures) =>
    console.log(
      `  ${label}  ${f.perSecond.toFixed(1).padStart(6)} req/s  p50 ${ms(f.p50)}  p99 ${ms(f.p99)}` +
        `  (${f.requests} requests, ${f.failed} failed)`,
    );
  line('api directly', api);
  line('via gateway ', viaGw);
  const ratio = viaGw.perSecond / api.perSecond;
  const extra = viaGw.p99 - api.p99;
  console.log(`  throughput ratio ${ratio.toFixed(2)}  p99 difference ${extra.toFixed(1)} ms`);
  goal(
    `gateway/api throughput ratio, ${CLIENTS} clients (>= ${MIN_THROUGHPUT_RATIO})`,
    `${ratio.toFixed(2)}${api.failed + viaGw.failed ? `, ${api.failed + viaGw.failed} failed` : ''}`,
    ratio >= MIN_THROUGHPUT_RATIO && api.failed + viaGw.failed === 0,
  );
  goal(
    `gateway p99 - api p99, ${CLIENTS} clients (<= +${MAX_P99_EXTRA_MS} ms)`,
    `${extra >= 0 ? '+' : ''}${extra.toFixed(1)} ms`,
    extra <= MAX_P99_EXTRA_MS,
  );

  // The soak: the same load on the gateway only; RSS sampled RSS_SAMPLES times along the way.
  console.log(`\nGateway soak: ${CLIENTS} clients for ${SOAK_SECONDS} s, gateway RSS sampled`);
  const rss: [number, number][] = [[0, (await gateway.usage()).rss]];
  const began = performance.now();
  const sampler = setInterval(
    () =>
      void gateway
        .usage()
        .then((usage) => rss.push([(performance.now() - began) / 1000, usage.rss])),
    (SOAK_SECONDS * 1000) / RSS_SAMPLES,
  );
  let soak: LoadFigures;
  try {
    soak = await load(CLIENTS, SOAK_SECONDS, viaGateway);
  } finally {
    clearInterval(sampler);
  }
  const finalUsage = await gateway.usage();
  const final = finalUsage.rss;
  rss.push([(performance.now() - began) / 1000, final]);
  console.log(
    `  ${soak.requests} requests (${soak.failed} failed), ${soak.perSecond.toFixed(1)} req/s, ` +
      `p99 ${ms(soak.p99)}`,
  );
  console.log(
    `  heap at the end: ${(finalUsage.heapUsed / MB).toFixed(0)} MB used of ${(finalUsage.heapTotal / MB).toFixed(0)} MB`,
  );
  console.log(
    `  RSS  ${rss.map(([at, bytes]) => `${at.toFixed(0)} s: ${(bytes / MB).toFixed(0)} MB`).join(', ')}`,
  );
  goal(
    `gateway RSS after ${SOAK_SECONDS} s of ${CLIENTS} clients (<= ${MAX_RSS_MB} MB)`,
    `${(final / MB).toFixed(0)} MB`,
    final <= MAX_RSS_MB * MB,
  );
}
