// `npm run bench`: REST calls per catalogue query and per vehicle table page, gateway latency
// against the api directly (sequential, then 20 concurrent clients and a soak with the gateway's
// RSS), the initial JavaScript of the inventory route (fails the run when it cannot be measured),
// live delivery to 1,000 subscribers, offer mutations per second (again on PostgreSQL when
// DATABASE_URL is set), the inventory's Largest Contentful Paint and a 10,000-row bulk vehicle
// upload.
// Prints the machine first (machine.ts), then the figures; the speed goals are printed
// PASS or FAIL (goals.ts) and any goal missed makes it exit non-zero.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApi } from '@canam/api/server';
import { startGateway } from '@canam/gateway/server';
import { loadTrustedDocuments } from '@canam/gateway/limits/trustedDocuments';
import { webDistDir } from '../scripts/stack.ts';
import type { ConcreteRequest } from 'relay-runtime';
import { defaultCatalogueFilter, toVehicleFilter } from '@canam/domain/forms/catalogueFilter';
import catalogueResults from '../web/src/__generated__/CatalogueRouteResultsQuery.graphql.ts';
import { startChildGateway } from './childGateway.ts';
import { benchConcurrentGateway } from './concurrentGateway.ts';
import { startCountingProxy } from './countingProxy.ts';
import { reportGoals } from './goals.ts';
import { benchInventoryBundle } from './inventoryBundle.ts';
import { benchLcp } from './lcp.ts';
import { benchLive, VEHICLE_CHANGED } from './live.ts';
import { printMachine } from './machine.ts';
import { benchLiveOnPostgres } from './postgresLive.ts';
import { ms, percentile, timeMany } from './stats.ts';
import { benchVehicleImport } from './vehicleImport.ts';
import { benchVehicleTable } from './vehicleTable.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);

// The web's persisted documents, plus the guests' subscription of the live part (as if the web
// had persisted it: guests may send only persisted documents).
const trustedDocuments = loadTrustedDocuments();
trustedDocuments.add(VEHICLE_CHANGED);
// The catalogue query exactly as the web persisted it (the staff list's results, every card
// field), with the staff list's default filter.
const CATALOGUE_QUERY = trustedDocuments.text((catalogueResults as ConcreteRequest).params.id!)!;
const STAFF = { staff: true, admin: true };
const CATALOGUE_FILTER = toVehicleFilter(defaultCatalogueFilter(STAFF), STAFF);

async function graphql(url: string, token: string, query: string, variables: object) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

printMachine();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-bench-'));
const api = await startApi({ port: 0, dataDir, databaseUrl: '', seed: true, logger: false });
const proxy = await startCountingProxy(api.url);
// The event stream goes straight to the api: the proxy counts the catalogue's REST calls only.
const gateway = await startGateway({
  port: 0,
  apiUrl: proxy.url,
  eventsUrl: api.url,
  eventsSecret: api.eventsSecret,
  // The live part opens 1,000 sockets from this one machine: above the per-address default.
  limits: { maxSocketsPerAddress: 2_000 },
  trustedDocuments,
});
// The gateway again as its own process, as `npm start` runs it: the live and concurrent figures
// and its RSS are the gateway's alone, not shared with the api's event loop and heap.
const gatewayProcess = await startChildGateway({
  port: 0,
  apiUrl: api.url,
  eventsSecret: api.eventsSecret,
  limits: { maxSocketsPerAddress: 2_000 },
  trustedTexts: [VEHICLE_CHANGED],
});

try {
  const login = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@canam.test', password: 'Demo1234!', marketPlace: 1 }),
  });
  const token = ((await login.json()) as { auth: { accessToken: string } }).auth.accessToken;

  console.log('REST calls per catalogue query (CatalogueRouteResultsQuery, as admin)');
  // The vehicle list call the gateway makes for the 33-card page: the api is timed directly on
  // that same call (same filter), so both sides serve the same page.
  let vehiclePagePath = '';
  for (const first of [6, 33, 100]) {
    proxy.reset();
    await graphql(gateway.url, token, CATALOGUE_QUERY, { first, filter: CATALOGUE_FILTER });
    if (first === 33) {
      const call = proxy.paths().find((line) => line.startsWith('GET /api/vehicle?'));
      if (!call) throw new Error(`no vehicle list call among ${proxy.paths().join(', ')}`);
      vehiclePagePath = call.slice('GET '.length);
    }
    console.log(
      `  first: ${String(first).padStart(3)}  ${proxy.count()} REST calls  (${proxy
        .paths()
        .map((p) => p.split('?')[0])
        .join(', ')})`,
    );
  }

  console.log(`  the api directly is timed on the gateway's call: ${vehiclePagePath}`);
  const direct = () =>
    fetch(`${proxy.url}${vehiclePagePath}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json());
  const viaGateway = () =>
    graphql(gateway.url, token, CATALOGUE_QUERY, { first: 33, filter: CATALOGUE_FILTER });
  await timeMany(30, direct);
  await timeMany(30, viaGateway);
  const apiSamples = await timeMany(ITERATIONS, direct);
  const gatewaySamples = await timeMany(ITERATIONS, viaGateway);
  const [a50, a99, g50, g99] = [
    percentile(apiSamples, 50),
    percentile(apiSamples, 99),
    percentile(gatewaySamples, 50),
    percentile(gatewaySamples, 99),
  ];
  console.log(`\nLatency of a 33-card catalogue page, ${ITERATIONS} sequential requests each`);
  console.log(`  api directly   p50 ${ms(a50)}  p99 ${ms(a99)}`);
  console.log(`  via gateway    p50 ${ms(g50)}  p99 ${ms(g99)}`);
  console.log(`  ratio          p50 ${(g50 / a50).toFixed(2)}x  p99 ${(g99 / a99).toFixed(2)}x`);

  await benchVehicleTable({
    proxy,
    token,
    iterations: ITERATIONS,
    graphql: (query, variables) => graphql(gateway.url, token, query, variables),
  });

  await benchInventoryBundle(webDistDir);

  await benchConcurrentGateway({
    apiUrl: api.url,
    vehiclePagePath,
    gateway: gatewayProcess,
    token,
    query: CATALOGUE_QUERY,
    variables: { first: 33, filter: CATALOGUE_FILTER },
  });

  await benchLive({
    apiUrl: api.url,
    gatewayUrl: gatewayProcess.url,
    secret: api.eventsSecret,
    database: 'PGlite',
    gatewayCpuMicros: async () => (await gatewayProcess.usage()).cpuMicros,
  });
  if (process.env.DATABASE_URL) await benchLiveOnPostgres();

  // After the load parts: the LCP part starts a whole product in this process (a second api, a
  // gateway, the front server) and drives Chromium, and ~70 MB of heap stays here after it
  // closes (modules, caches). The api measured above runs on this process's thread: with that heap
  // beside it, its CPU per catalogue page was 14 to 15 % higher (docs/decisions.md).
  await benchLcp();

  // Last: its 10,000 new vehicles would change the figures above.
  await benchVehicleImport({ apiUrl: api.url, eventsSecret: api.eventsSecret, token });
  reportGoals();
} finally {
  await gatewayProcess.close();
  await gateway.close();
  await proxy.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
