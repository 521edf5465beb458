// The dealer's own offer on a vehicle through the gateway over the real api (ClientOffer): its
// negotiation's status and expiry, which the card needs to tell a live offer (Active Offers) from
// an expired one (Expired Offers, where the dealer may offer again); time moves by the api's
// expiry job run with a later clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_REFUSALS } from '@canam/domain/offers';
import { freshVehicles, startRealStack, type RealStack } from './testing/realStack.ts';

const MAKE = `mutation($input: MakeOfferInput!) { makeOffer(input: $input) {
  offer { expiresAt } chain { databaseId } userErrors { message code } } }`;
const CARD = `query($id: ID!) { node(id: $id) { ... on Vehicle {
  offerClient { offerPrice { amount } mainOffer status expiresAt } } } }`;

interface MakeOffer {
  offer: { expiresAt: string } | null;
  chain: { databaseId: number } | null;
  userErrors: { message: string; code: string }[];
}
interface ClientOffer {
  offerPrice: { amount: string };
  mainOffer: number | null;
  status: string;
  expiresAt: string;
}

let stack: RealStack;
let buyer: string;
let client: string;
let vehicles: string[];

beforeAll(async () => {
  stack = await startRealStack();
  [buyer, client] = await Promise.all([
    stack.login('buyer@canam.test'),
    stack.login('client@canam.test'),
  ]);
  vehicles = await freshVehicles(stack, await stack.login('agent@canam.test'));
  expect(vehicles.length).toBeGreaterThanOrEqual(1);
});
afterAll(() => stack?.close());

const make = (token: string, vehicleId: string, price: string) =>
  stack
    .gql<{ makeOffer: MakeOffer }>(MAKE, { input: { vehicleId, offerPrice: price } }, token)
    .then((data) => data.makeOffer);
const offerClientOf = (token: string, id: string) =>
  stack
    .gql<{ node: { offerClient: ClientOffer | null } }>(CARD, { id }, token)
    .then((data) => data.node.offerClient);

describe("the dealer's own offer on a vehicle", () => {
  it('is ACTIVE until its negotiation expires, then EXPIRED, and a new offer makes it ACTIVE', async () => {
    const vehicleId = vehicles[0]!;
    const made = await make(buyer, vehicleId, '12000');
    expect(made.userErrors).toEqual([]);
    expect(await offerClientOf(buyer, vehicleId)).toEqual({
      offerPrice: { amount: '12000.00' },
      mainOffer: made.chain!.databaseId,
      status: 'ACTIVE',
      expiresAt: made.offer!.expiresAt,
    });
    expect(await offerClientOf(client, vehicleId)).toBeNull();

    expect(await stack.api.expireOffersAt(new Date(made.offer!.expiresAt))).toBeGreaterThan(0);
    expect(await offerClientOf(buyer, vehicleId)).toMatchObject({
      offerPrice: { amount: '12000.00' },
      status: 'EXPIRED',
    });

    const again = await make(buyer, vehicleId, '12500');
    expect(again.userErrors).toEqual([]);
    expect(again.chain!.databaseId).toBe(made.chain!.databaseId);
    expect(await offerClientOf(buyer, vehicleId)).toEqual({
      offerPrice: { amount: '12500.00' },
      mainOffer: made.chain!.databaseId,
      status: 'ACTIVE',
      expiresAt: again.offer!.expiresAt,
    });
    const twice = await make(buyer, vehicleId, '12600');
    expect(twice.userErrors).toEqual([
      { message: OFFER_REFUSALS.sameSide, code: 'WAIT_FOR_ANSWER' },
    ]);
  });
});
