// `npm run bench`: REST calls per catalogue query and per vehicle table page, gateway latency
// against the api directly, the initial JavaScript of the inventory route, live delivery to 1,000
// subscribers, offer mutations per second and a 10,000-row bulk vehicle upload. Prints figures;
// asserts nothing.
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
import { initialJavaScript, routeJavaScript } from './bundleSize.ts';
import { startCountingProxy } from './countingProxy.ts';
import { benchLive, VEHICLE_CHANGED } from './live.ts';
import { ms, percentile, timeMany } from './stats.ts';
import { benchVehicleImport } from './vehicleImport.ts';
import { benchVehicleTable } from './vehicleTable.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const INVENTORY_ROUTE = 'src/features/inventory/InventoryRoute.tsx';
// Labels only the staff lists show: finding one means staff code ships with the public inventory.
const BACK_OFFICE_TEXTS = ['Full inventory', 'Need pricing', 'Sale date from'];

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

try {
  const login = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@canam.test', password: 'Demo1234!', marketPlace: 1 }),
  });
  const token = ((await login.json()) as { auth: { accessToken: string } }).auth.accessToken;

  console.log('REST calls per catalogue query (CatalogueRouteResultsQuery, as admin)');
  for (const first of [6, 33, 100]) {
    proxy.reset();
    await graphql(gateway.url, token, CATALOGUE_QUERY, { first, filter: CATALOGUE_FILTER });
    console.log(
      `  first: ${String(first).padStart(3)}  ${proxy.count()} REST calls  (${proxy
        .paths()
        .map((p) => p.split('?')[0])
        .join(', ')})`,
    );
  }

  const direct = () =>
    fetch(`${proxy.url}/api/vehicle?resourcesPerPage=33&page=1`, {
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

  const bundle = await initialJavaScript(webDistDir);
  console.log(
    `\nInitial JavaScript of the public routes: ${(bundle.gzipBytes / 1024).toFixed(1)} KiB gzip`,
  );
  console.log(`  ${bundle.files.join('\n  ')}`);

  const inventory = await routeJavaScript(webDistDir, INVENTORY_ROUTE, BACK_OFFICE_TEXTS);
  console.log(
    `\nInitial JavaScript of the inventory route (gzip): ${(inventory.gzipBytes / 1024).toFixed(1)} KiB`,
  );
  console.log(`  ${inventory.files.join('\n  ')}`);
  const leaks = [...inventory.otherRoutes, ...inventory.backOfficeTexts.map((t) => `'${t}'`)];
  console.log(
    leaks.length === 0
      ? '  back office in it: none (no other route module, no staff-only filter)'
      : `  back office in it: ${leaks.join(', ')}`,
  );

  await benchLive({ apiUrl: api.url, gatewayUrl: gateway.url, secret: api.eventsSecret });

  // Last: its 10,000 new vehicles would change the figures above.
  await benchVehicleImport({ apiUrl: api.url, eventsSecret: api.eventsSecret, token });
} finally {
  await gateway.close();
  await proxy.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
