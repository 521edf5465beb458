// Scale-out over one PostgreSQL server (DATABASE_URL): two api processes and two gateway
// processes, started as real child processes on a fresh database (both apis at once, so they
// also race to migrate and seed it). Gateway A calls api A, gateway B tails api B. A dealer
// subscribed on gateway B receives the offers made through gateway A (the outbox and LISTEN/NOTIFY
// between the apis; the measured latency is printed), and a login flood spread over both apis
// is limited as one: the per-e-mail failure limit trips at the same count as on one process.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@canam/api/accounts/rateLimits';
import { DEMO_PASSWORD } from '@canam/api/seed/demoAccounts';
import { freshPostgres } from '@canam/api/testing/freshPostgres';
import { createLogger } from '@canam/gateway/logging';
import { currentEventCursor } from '@canam/gateway/testing/eventHead';
import { bearer, postGraphQL } from '@canam/gateway/testing/graphql';
import { subscribeLive, type LiveSubscriber } from '@canam/gateway/testing/liveClient';
import { repoRoot } from '../paths.ts';
import { RESTART_POLICY } from '../supervisor/restartPolicy.ts';
import { superviseChild, type SupervisedChild } from '../supervisor/supervisedChild.ts';
import { waitForReady } from '../supervisor/waitForReady.ts';
import { freePort } from '../testing/processes.ts';

const EVENTS_SECRET = 'scale-out-test-events-secret';
const log = createLogger('test', 'warn', 'json');
const children: SupervisedChild[] = [];
const subscribers: LiveSubscriber<object>[] = [];
let database: Awaited<ReturnType<typeof freshPostgres>>;
let dataDir: string;
let apiA: string;
let apiB: string;
let gatewayA: string;
let gatewayB: string;

function startChild(name: string, script: string, env: NodeJS.ProcessEnv, url: string) {
  const child = superviseChild(
    {
      name,
      script: path.join(repoRoot, script),
      cwd: repoRoot,
      env: { ...process.env, LOG_FORMAT: 'json', EVENTS_SECRET, ...env },
      readyUrl: `${url}/readyz`,
    },
    RESTART_POLICY,
    { log, onGiveUp: () => undefined },
  );
  children.push(child);
  return waitForReady(`${url}/readyz`, 240_000, child.gaveUp);
}

async function startApi(name: string): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { API_PORT: String(port), DATABASE_URL: database.url, DATA_DIR: dataDir, SEED: '1' };
  await startChild(name, 'api/src/server.ts', env, url);
  return url;
}

async function startGateway(name: string, apiUrl: string): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { GATEWAY_PORT: String(port), API_URL: apiUrl, API_EVENTS_SECRET: EVENTS_SECRET };
  await startChild(name, 'gateway/src/main.ts', env, url);
  return url;
}

async function gql<T>(gateway: string, query: string, variables: object, token?: string) {
  const answer = await postGraphQL<T>(gateway, query, { ...variables }, token ? bearer(token) : {});
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!;
}

/** A session from an api's POST /api/login (a guest's GraphQL documents must be persisted ones). */
async function login(api: string, email: string): Promise<string> {
  const answer = await fetch(`${api}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, marketPlace: 1 }),
  });
  const body = (await answer.json()) as { auth?: { accessToken: string } };
  if (!body.auth) throw new Error(`cannot log in ${email}: ${JSON.stringify(body)}`);
  return body.auth.accessToken;
}

beforeAll(async () => {
  database = await freshPostgres();
  // One uploads directory for both apis, as several machines would share it (docs/deploy.md).
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-scale-out-'));
  [apiA, apiB] = await Promise.all([startApi('api A'), startApi('api B')]);
  [gatewayA, gatewayB] = await Promise.all([
    startGateway('gateway A', apiA),
    startGateway('gateway B', apiB),
  ]);
});

afterAll(async () => {
  await Promise.all(subscribers.map((subscriber) => subscriber.dispose()));
  await Promise.all(children.map((child) => child.stop(20_000)));
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const OFFER_EVENTS = `subscription($vehicleId: ID, $after: String) {
  offerEvents(vehicleId: $vehicleId, after: $after) { cursor type offer { id price { amount } } } }`;
interface OfferEventData {
  offerEvents: { cursor: string; type: string; offer: { id: string; price: { amount: string } } };
}

describe('two apis and two gateways over one PostgreSQL server', () => {
  it('delivers an offer made through gateway A (api A) to a dealer subscribed on gateway B (api B)', async () => {
    // A token from api A works on api B: the signing secret is in the database.
    const buyer = await login(apiA, 'buyer@canam.test');
    const agent = await login(apiA, 'agent@canam.test');
    const catalogue = await gql<{
      vehicles: { edges: { node: { id: string; viewerCanEdit: boolean; lastOffer: unknown } }[] };
    }>(
      gatewayA,
      `{ vehicles(first: 100, filter: {availableInMarketplace: true}) {
        edges { node { id viewerCanEdit lastOffer { registerDate } } } } }`,
      {},
      agent,
    );
    const vehicleId = catalogue.vehicles.edges.find(
      ({ node }) => node.viewerCanEdit && !node.lastOffer,
    )!.node.id;

    const after = await currentEventCursor(apiB, EVENTS_SECRET);
    const onB = subscribeLive<OfferEventData>(
      gatewayB,
      OFFER_EVENTS,
      { vehicleId, after },
      { connectionParams: { accessToken: buyer, marketPlaceId: 1 } },
    );
    subscribers.push(onB);
    await onB.connected;

    const madeAt = performance.now();
    const made = await gql<{
      makeOffer: {
        offer: { id: string };
        chain: { dealer: { userId: string } };
        userErrors: unknown[];
      };
    }>(
      gatewayA,
      `mutation($input: MakeOfferInput!) { makeOffer(input: $input) {
        offer { id } chain { dealer { userId } } userErrors { message } } }`,
      { input: { vehicleId, offerPrice: '21000' } },
      buyer,
    );
    expect(made.makeOffer.userErrors).toEqual([]);
    const madeEvent = await onB.waitFor((data) => data.offerEvents.type === 'MADE', 10_000);
    expect(madeEvent.offerEvents.offer.id).toBe(made.makeOffer.offer.id);
    const madeLatency = onB.events.at(-1)!.receivedAt - madeAt;

    // The subscription is live now: the agent's counter, through gateway A, is the clean figure.
    const counteredAt = performance.now();
    const countered = await gql<{ counterOffer: { offer: { id: string }; userErrors: unknown[] } }>(
      gatewayA,
      `mutation($input: CounterOfferInput!) { counterOffer(input: $input) {
        offer { id } userErrors { message } } }`,
      { input: { vehicleId, offerPrice: '23000', dealerId: made.makeOffer.chain.dealer.userId } },
      agent,
    );
    expect(countered.counterOffer.userErrors).toEqual([]);
    const counterEvent = await onB.waitFor((data) => data.offerEvents.type === 'COUNTERED', 10_000);
    expect(counterEvent.offerEvents.offer).toEqual({
      id: countered.counterOffer.offer.id,
      price: { amount: '23000.00' },
    });
    const counterLatency =
      onB.events.find((event) => event.data.offerEvents.type === 'COUNTERED')!.receivedAt -
      counteredAt;
    console.log(
      `scale-out: offer through gateway A reached gateway B's subscriber in ${madeLatency.toFixed(0)} ms ` +
        `(first, subscription being set up), the counter-offer in ${counterLatency.toFixed(0)} ms ` +
        `(mutation sent → event received; goal ≤ 1,000 ms)`,
    );
    expect(onB.errors).toEqual([]);
  });

  it('limits a login flood spread over both apis as one process would', async () => {
    const email = 'client@canam.test';
    const limit = RATE_LIMITS.loginFailuresPerEmail.limit;
    const attempt = (api: string, password: string) =>
      fetch(`${api}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }).then((answer) => answer.status);
    // Twice the limit at once, every other one to the other api.
    const statuses = await Promise.all(
      Array.from({ length: 2 * limit }, (_, i) => attempt(i % 2 ? apiB : apiA, `wrong-${i}`)),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit);
    // Tripped for both apis, even with the right password.
    expect(await attempt(apiA, DEMO_PASSWORD)).toBe(429);
    expect(await attempt(apiB, DEMO_PASSWORD)).toBe(429);
  });
});
