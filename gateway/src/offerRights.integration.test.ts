// Who may read and do what, through the gateway over the real api: a dealer's counter naming
// another dealer's chain is refused (not quietly made on its own chain), agents see offer
// amounts only on their own vehicles, and only super admins read the stored outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_REFUSALS } from '@canam/domain/offers';
import { freshVehicles, startRealStack, type RealStack } from './testing/realStack.ts';

const MAKE = `mutation($input: MakeOfferInput!) { makeOffer(input: $input) { userErrors { code } } }`;
const COUNTER = `mutation($input: CounterOfferInput!) { counterOffer(input: $input) {
  offer { databaseId } userErrors { field message code } } }`;
const CHAINS = `query($id: ID!) { node(id: $id) { ... on Vehicle {
  highestOffer { offerPrice { amount } }
  offerChains { dealer { databaseId } offers { price { amount } } } } } }`;
const ME = `{ viewer { user { id databaseId } } }`;
const SENT = `{ sentEmails(first: 5) { totalCount } }`;

interface VehicleAnswer {
  node: {
    highestOffer: { offerPrice: { amount: string } } | null;
    offerChains: { dealer: { databaseId: number }; offers: { price: { amount: string } }[] }[];
  } | null;
}

let stack: RealStack;
const token: Record<string, string> = {};
let vehicleId: string;

beforeAll(async () => {
  stack = await startRealStack();
  for (const who of ['buyer', 'client', 'agent', 'agent2', 'admin', 'superadmin', 'reviewer']) {
    token[who] = await stack.login(`${who}@canam.test`);
  }
  [vehicleId] = (await freshVehicles(stack, token.agent!)) as [string];
  const made = await stack.gql<{ makeOffer: { userErrors: unknown[] } }>(
    MAKE,
    { input: { vehicleId, offerPrice: '15000.00' } },
    token.buyer,
  );
  expect(made.makeOffer.userErrors).toEqual([]);
});
afterAll(() => stack?.close());

const chainsAs = (who: string) => stack.gql<VehicleAnswer>(CHAINS, { id: vehicleId }, token[who]);

describe('a dealer counter-offer', () => {
  it("naming another dealer's chain is refused with a clear message and changes nothing", async () => {
    const me = await stack.gql<{ viewer: { user: { id: string; databaseId: number } } }>(
      ME,
      {},
      token.buyer,
    );
    const buyerId = me.viewer.user.databaseId;
    const answer = await stack.gql<{
      counterOffer: {
        offer: unknown;
        userErrors: { field: string; message: string; code: string }[];
      };
    }>(
      COUNTER,
      { input: { vehicleId, offerPrice: '16000.00', dealerId: me.viewer.user.id } },
      token.client,
    );
    expect(answer.counterOffer.offer).toBeNull();
    expect(answer.counterOffer.userErrors).toEqual([
      { field: 'dealerId', message: OFFER_REFUSALS.notYourChain, code: 'NOT_YOUR_CHAIN' },
    ]);
    const chains = (await chainsAs('admin')).node!.offerChains;
    expect(chains).toEqual([
      { dealer: { databaseId: buyerId }, offers: [{ price: { amount: '15000.00' } }] },
    ]);
  });
});

describe('offer amounts on a vehicle', () => {
  it('are seen by its agent and admins, not by another agent or the reviewer', async () => {
    expect((await chainsAs('agent')).node!.highestOffer).toEqual({
      offerPrice: { amount: '15000.00' },
    });
    expect((await chainsAs('admin')).node!.highestOffer).toEqual({
      offerPrice: { amount: '15000.00' },
    });
    for (const who of ['agent2', 'reviewer']) {
      const seen = (await chainsAs(who)).node!;
      expect(seen, who).toEqual({ highestOffer: null, offerChains: [] });
    }
  });
});

describe('the stored outbox', () => {
  it('is read by super admins only', async () => {
    const count = async (who: string) =>
      (await stack.gql<{ sentEmails: { totalCount: number } }>(SENT, {}, token[who])).sentEmails
        .totalCount;
    expect(await count('superadmin')).toBeGreaterThan(0);
    for (const who of ['admin', 'agent', 'reviewer', 'buyer'])
      expect(await count(who), who).toBe(0);
  });
});
