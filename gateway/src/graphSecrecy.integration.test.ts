// What the graph never tells a dealer or a guest, over the real api: a vehicle's cost, cost in
// USD, fx, reserved price and received price; other dealers' offers (their amounts and their
// names); the buyers of other companies' purchases. Every way a vehicle reaches a viewer is asked
// (the catalogue, the public inventory, one vehicle by VIN or by node, offer lists, purchases),
// with every sensitive field, after two companies' dealers negotiated on one vehicle and each
// bought one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshVehicles, startRealStack, type RealStack } from './testing/realStack.ts';

const SENSITIVE = `
  id databaseId vin
  cost { amount } costUsd { amount } fx reservedPrice { amount }
  sale { salePrice { amount } receivedPrice { amount } buyer { firstName lastName } }
  highestOffer { offerPrice { amount } } lastOffer { offerPrice { amount } }
  lastOfferUser { offerPrice { amount } } lastOfferAdmin { offerPrice { amount } }
  offerClient { offerPrice { amount } }
  offerChains { dealer { databaseId firstName lastName companyName } offers { price { amount } } }
  viewerOfferChain { dealer { databaseId firstName lastName } offers { price { amount } } }`;

/** Every way a vehicle reaches a viewer, one operation each (together they would cost too much). */
const EVERY_WAY = [
  `{ vehicles(first: 20, filter: { fullInventory: true }) { edges { node { ${SENSITIVE} } } } }`,
  `{ publicVehicles(first: 20) { edges { node { ${SENSITIVE} } } } }`,
  `query($vin: String!) { vehicleByVin(vin: $vin) { ${SENSITIVE} } }`,
  `query($id: ID!) { node(id: $id) { ... on Vehicle { ${SENSITIVE} } } }`,
  `query($sold: ID!) { node(id: $sold) { ... on Vehicle { ${SENSITIVE} } } }`,
  `{ myOfferVehicles(status: ACTIVE, first: 20) { edges { node { ${SENSITIVE} } } } }`,
  `{ myOfferVehicles(status: EXPIRED, first: 20) { edges { node { ${SENSITIVE} } } } }`,
  `{ purchases(first: 20) { edges { node { ${SENSITIVE} } } } }`,
];

/** The answers of every way, as one list. */
async function readEveryWay(viewerToken: string | null): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const query of EVERY_WAY) {
    const variables = Object.fromEntries(
      Object.entries(vehicle).filter(([name]) => query.includes(`$${name}`)),
    );
    answers.push(await stack.gql(query, variables, viewerToken));
  }
  return answers;
}

/** The dealers who negotiate here, each of another company. */
const DEALERS = {
  buyer: { email: 'buyer@canam.test', offer: '15123.00' },
  marcus: { email: 'marcus.reyes@greatlakesauto.test', offer: '16234.00' },
} as const;
type Dealer = keyof typeof DEALERS;

/** Personas that must see nothing of staff figures or other companies' dealers. */
const VIEWERS = [
  ['guest', null],
  ['pending buyer', 'pending.buyer@canam.test'],
  ['buyer', DEALERS.buyer.email],
  ['client of the buyer', 'client@canam.test'],
  ['dealer of another company', DEALERS.marcus.email],
] as const;

interface DealerUser {
  databaseId: number;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string | null;
}

let stack: RealStack;
const token: Record<string, string> = {};
let dealerUsers: DealerUser[] = [];
const vehicle = { id: '', vin: '', sold: '' };

/** Every value under a key named `key`, anywhere in a JSON answer. */
function valuesOf(tree: unknown, key: string): unknown[] {
  if (Array.isArray(tree)) return tree.flatMap((item) => valuesOf(item, key));
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([name, value]) => [
    ...(name === key ? [value] : []),
    ...valuesOf(value, key),
  ]);
}

beforeAll(async () => {
  stack = await startRealStack();
  for (const who of ['agent', 'admin']) token[who] = await stack.login(`${who}@canam.test`);
  for (const [name, dealer] of Object.entries(DEALERS)) {
    token[name] = await stack.login(dealer.email);
  }
  const buyers = await stack.gql<{ saleBuyers: DealerUser[] }>(
    `{ saleBuyers { databaseId firstName lastName email companyName } }`,
    {},
    token.admin,
  );
  dealerUsers = buyers.saleBuyers;
  const [negotiated, boughtByBuyer, boughtByMarcus] = (await freshVehicles(
    stack,
    token.agent!,
  )) as [string, string, string];
  for (const name of Object.keys(DEALERS) as Dealer[]) {
    const made = await stack.gql<{ makeOffer: { userErrors: unknown[] } }>(
      `mutation($input: MakeOfferInput!) { makeOffer(input: $input) { userErrors { code } } }`,
      { input: { vehicleId: negotiated, offerPrice: DEALERS[name].offer } },
      token[name],
    );
    expect(made.makeOffer.userErrors).toEqual([]);
  }
  for (const [name, id] of [
    ['buyer', boughtByBuyer],
    ['marcus', boughtByMarcus],
  ] as const) {
    const bought = await stack.gql<{ buyVehicle: { userErrors: unknown[] } }>(
      `mutation($input: BuyVehicleInput!) { buyVehicle(input: $input) { userErrors { code } } }`,
      { input: { vehicleId: id } },
      token[name],
    );
    expect(bought.buyVehicle.userErrors).toEqual([]);
  }
  const detail = await stack.gql<{ node: { vin: string } }>(
    `query($id: ID!) { node(id: $id) { ... on Vehicle { vin } } }`,
    { id: negotiated },
    token.admin,
  );
  Object.assign(vehicle, { id: negotiated, vin: detail.node.vin, sold: boughtByMarcus });
  for (const [name, email] of VIEWERS) if (email) token[name] = await stack.login(email);
}, 120_000);
afterAll(() => stack?.close());

describe('what a dealer or a guest never reads in the graph', () => {
  it.each(VIEWERS)('%s', async (name, email) => {
    const answer = await readEveryWay(email ? token[name]! : null);
    const text = JSON.stringify(answer);
    expect(valuesOf(answer, 'vin'), 'the vehicles were read').toContain(vehicle.vin);

    for (const staffOnly of ['cost', 'costUsd', 'fx', 'reservedPrice', 'receivedPrice']) {
      expect(new Set(valuesOf(answer, staffOnly)), staffOnly).toEqual(new Set([null]));
    }

    const me = dealerUsers.find((user) => user.email === email);
    const others = dealerUsers.filter((user) => !me || user.companyName !== me.companyName);
    for (const other of others) {
      expect(text, `${other.firstName} ${other.lastName}`).not.toContain(`"${other.lastName}"`);
    }
    for (const [dealer, { email: dealerEmail, offer }] of Object.entries(DEALERS)) {
      if (dealerEmail !== email) expect(text, `${dealer}'s offer`).not.toContain(offer);
    }
    for (const chainDealer of valuesOf(answer, 'dealer')) {
      expect((chainDealer as { databaseId: number }).databaseId).toBe(me?.databaseId);
    }
  });

  it('does show staff the figures the dealers never see (the test would catch nothing otherwise)', async () => {
    const answer = await readEveryWay(token.admin!);
    const text = JSON.stringify(answer);
    expect(valuesOf(answer, 'cost').some((value) => value !== null)).toBe(true);
    expect(text).toContain(DEALERS.buyer.offer);
    expect(text).toContain(DEALERS.marcus.offer);
    expect(text).toContain('"Reyes"');
  });
});
