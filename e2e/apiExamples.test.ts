// docs/api.md's examples, run as a reader runs them (bash, node, python3 as child processes)
// against the whole product on a fresh seeded database: curl.sh pages the catalogue,
// subscribe.mjs receives the offer offers.py makes (again when it resumes from an earlier cursor,
// and across a gateway restart), and the refusals print their codes.
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/stack.ts';
import { runExample, startExample, stopExamples } from './support/examples.ts';
import { startProduct, type Product } from './support/product.ts';
import { restAccessToken } from './support/restSession.ts';

const EXAMPLES = path.join(repoRoot, 'docs', 'examples');
const CURL = ['bash', path.join(EXAMPLES, 'curl.sh')];
const SUBSCRIBE = [process.execPath, path.join(EXAMPLES, 'subscribe.mjs')];
const OFFERS = ['python3', path.join(EXAMPLES, 'offers.py')];

let product: Product;
let graphqlUrl: string;
let token: string;

/** The graph, asked with the examples' bearer; fails on errors. */
async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown[] };
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!;
}

/**
 * The bearer the examples run with, as docs/api.md tells a reader to get one: the demo buyer (a
 * dealer of an accepted company) logs in and creates a personal access token with the three
 * dealer scopes through the graph; the examples never see the session.
 */
async function bearerForExamples(): Promise<string> {
  const session = await restAccessToken(product.apiUrl, 'buyer@canam.test');
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
    body: JSON.stringify({
      query: `mutation ($input: CreateAccessTokenInput!) {
        createAccessToken(input: $input) { token userErrors { field code } }
      }`,
      variables: {
        input: {
          name: 'docs/api.md examples',
          scopes: ['CATALOGUE_READ', 'OFFERS_READ', 'OFFERS_WRITE'],
          expiresInDays: 30,
        },
      },
    }),
  });
  const answer = (await response.json()) as {
    data?: { createAccessToken: { token: string | null; userErrors: unknown[] } };
  };
  const created = answer.data?.createAccessToken;
  if (!created?.token) throw new Error(`no token: ${JSON.stringify(answer)}`);
  expect(created.token).toMatch(/^canam_pat_/);
  return created.token;
}

/** The environment docs/api.md tells a reader to set. */
const exampleEnv = (overrides: Record<string, string> = {}) => ({
  CANAM_GRAPHQL_URL: graphqlUrl,
  CANAM_TOKEN: token,
  ...overrides,
});

beforeAll(async () => {
  product = await startProduct();
  graphqlUrl = `${product.url}/graphql`;
  token = await bearerForExamples();
});
afterEach(() => stopExamples());
afterAll(async () => {
  await product?.close();
});

describe('curl.sh', () => {
  it('prints the catalogue page by page, as the graph pages it', async () => {
    const run = await runExample(CURL, exampleEnv({ CANAM_PAGE_SIZE: '4', CANAM_PAGES: '2' }));
    expect(run.code, run.stderr).toBe(0);
    const expected = await graphql<{
      vehicles: { totalCount: number; edges: { node: { id: string; vin: string } }[] };
    }>(`
      {
        vehicles(first: 8, filter: { availableInMarketplace: true }) {
          totalCount
          edges {
            node {
              id
              vin
            }
          }
        }
      }
    `);
    const total = expected.vehicles.totalCount;
    const lines = run.stdout.trim().split('\n');
    expect(lines.filter((line) => line.startsWith('page '))).toEqual([
      `page 1: 4 of ${total} vehicles`,
      `page 2: 4 of ${total} vehicles`,
    ]);
    const vehicles = lines.filter((line) => !line.startsWith('page ')).map((l) => l.split('\t'));
    expect(vehicles.map(([id, vin]) => ({ id, vin }))).toEqual(
      expected.vehicles.edges.map((edge) => edge.node),
    );
    // The buyer's company is accepted: every vehicle on sale shows its price.
    for (const vehicle of vehicles) expect(vehicle[3]).toMatch(/^USD \d+\.\d{2}$/);
  });

  it('names the refusal of a token the api does not take', async () => {
    const run = await runExample(CURL, exampleEnv({ CANAM_TOKEN: 'not-a-token' }));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error UNAUTHENTICATED: /);
  });
});

describe('subscribe.mjs and offers.py', () => {
  it('delivers the offer offers.py makes to the subscriber, which resumes from a cursor', async () => {
    // liveCursor is null until the gateway's event tail knows where the stream stands.
    await expect
      .poll(() => graphql<{ liveCursor: string | null }>('{ liveCursor }'))
      .toEqual({
        liveCursor: expect.stringMatching(/^\d+$/),
      });
    const subscriber = startExample(SUBSCRIBE, exampleEnv());
    const subscribed = await subscriber.line(/^subscribed to offerEvents after cursor (\d+)$/);
    const startCursor = subscribed[1]!;

    const offers = await runExample(OFFERS, exampleEnv());
    expect(offers.code, offers.stderr).toBe(0);
    const vehicleId = /^offering USD [\d.]+ on .+ \(VIN \w+, (\S+)\)$/m.exec(offers.stdout)?.[1];
    const made = /^Offer sent: offer (\S+) of USD ([\d.]+), ACTIVE until /m.exec(offers.stdout);
    expect(vehicleId).toBeDefined();
    expect(made).not.toBeNull();
    const [, offerId, amount] = made!;

    // The offer exists: the buyer's negotiation on that vehicle ends with it.
    const node = await graphql<{
      node: { viewerOfferChain: { lastOffer: { id: string; price: { amount: string } } } };
    }>(
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Vehicle {
              viewerOfferChain {
                lastOffer {
                  id
                  price {
                    amount
                  }
                }
              }
            }
          }
        }
      `,
      { id: vehicleId },
    );
    expect(node.node.viewerOfferChain.lastOffer).toEqual({ id: offerId, price: { amount } });

    // The subscriber printed that offer's event, and the cursor to resume from, then exited.
    expect(await subscriber.exited).toBe(0);
    const event = JSON.parse(/^event (.+)$/m.exec(subscriber.stdout())![1]!) as {
      cursor: string;
      type: string;
      offer: { id: string; price: { amount: string } };
      vehicle: { id: string };
    };
    expect(event).toMatchObject({
      type: 'MADE',
      offer: { id: offerId, price: { amount } },
      vehicle: { id: vehicleId },
    });
    expect(Number(event.cursor)).toBeGreaterThan(Number(startCursor));
    expect(subscriber.stdout()).toContain(`resume with CANAM_AFTER=${event.cursor}\n`);

    // Resuming from the cursor it started at replays the same event: nothing missed meanwhile.
    const resumed = await runExample(SUBSCRIBE, exampleEnv({ CANAM_AFTER: startCursor }));
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(`event ${JSON.stringify(event)}\n`);
  });

  it('subscribe.mjs resumes across a gateway restart without losing an event', async () => {
    const subscriber = startExample(SUBSCRIBE, exampleEnv({ CANAM_EVENTS: '2' }));
    await subscriber.line(/^subscribed to offerEvents after cursor \d+$/);
    const first = await runExample(OFFERS, exampleEnv());
    expect(first.code, first.stderr).toBe(0);
    await subscriber.line(/^resume with CANAM_AFTER=\d+$/);

    // The gateway stops (its sockets close with 1001) and starts again on the same port; the
    // offer is made while the subscriber may still be away, and reaches it when it is back.
    await product.restartGateway();
    const second = await runExample(OFFERS, exampleEnv());
    expect(second.code, second.stderr).toBe(0);

    expect(await subscriber.exited).toBe(0);
    const offerIds = [first, second].map(
      (run) => /^Offer sent: offer (\S+) /m.exec(run.stdout)?.[1],
    );
    const events = [...subscriber.stdout().matchAll(/^event (.+)$/gm)].map(
      (line) => (JSON.parse(line[1]!) as { offer: { id: string } }).offer.id,
    );
    expect(events).toEqual(offerIds);
    // It subscribed again once the gateway was back.
    expect(subscriber.stdout().match(/^subscribed /gm)).toHaveLength(2);
  });

  it('offers.py prints a userError with its code and field', async () => {
    const run = await runExample(OFFERS, exampleEnv({ CANAM_OFFER_PRICE: '12.345' }));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^userError INVALID_AMOUNT \(field offerPrice\): /m);
  });

  it('offers.py prints a top-level error with its code', async () => {
    const run = await runExample(OFFERS, exampleEnv({ CANAM_TOKEN: 'not-a-token' }));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error UNAUTHENTICATED: /m);
  });

  it('subscribe.mjs stops at a refused token instead of retrying', async () => {
    const run = await runExample(SUBSCRIBE, exampleEnv({ CANAM_TOKEN: 'not-a-token' }));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error socket closed 4403$/m);
    expect(run.stdout).not.toContain('subscribed');
  });
});
