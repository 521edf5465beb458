// Negotiations through the gateway over the real api: a buyer's offer, the owning agent's
// counter, the higher-offer check, acceptance, Buy Now with an idempotency key, the lists and
// notifications, and every refusal with the specification's exact text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, OFFER_REFUSALS } from '@canam/domain/offers';
import { freshVehicles, startRealStack, type RealStack } from './testing/realStack.ts';

const OFFER_PAYLOAD = `offer { id databaseId price { amount } side role status arrow expiresAt }
  chain { id databaseId state isOpen viewerCanCounter viewerCanAccept dealer { userId databaseId firstName }
    offers { id side status } lastOffer { id } }
  vehicle { id status hasPendingOffer }
  message userErrors { field message code }`;
const MAKE = `mutation($input: MakeOfferInput!) { makeOffer(input: $input) { ${OFFER_PAYLOAD} } }`;
const COUNTER = `mutation($input: CounterOfferInput!) { counterOffer(input: $input) { ${OFFER_PAYLOAD} } }`;
const CHECK = `mutation($input: CheckHigherOfferInput!) { checkHigherOffer(input: $input) {
  higherOffer message userErrors { field message code } } }`;
const SALE = `vehicle { id status finalPrice { amount } } chain { state } message userErrors { field message code }`;
const ACCEPT = `mutation($input: AcceptOfferInput!) { acceptOffer(input: $input) { ${SALE} } }`;
const BUY = `mutation($input: BuyVehicleInput!) { buyVehicle(input: $input) { ${SALE} } }`;
const VEHICLE = `query($id: ID!) { node(id: $id) { ... on Vehicle { id status hasPendingOffer
  viewerOfferChain { databaseId offers { price { amount } side arrow } }
  offerChains { id databaseId dealer { databaseId } viewerCanCounter viewerCanAccept
    offers { id price { amount } side status arrow } } } } }`;

interface Offer {
  id: string;
  databaseId: number;
  price: { amount: string };
  side: string;
  role: string;
  status: string;
  arrow: string | null;
}
interface Chain {
  id: string;
  databaseId: number;
  state: string;
  isOpen: boolean;
  viewerCanCounter: boolean;
  viewerCanAccept: boolean;
  dealer: { userId: string; databaseId: number; firstName: string };
  offers: { id: string; side: string; status: string }[];
}
interface OfferPayload {
  offer: Offer | null;
  chain: Chain | null;
  vehicle: { id: string; status: string; hasPendingOffer: boolean } | null;
  message: string | null;
  userErrors: { field: string | null; message: string; code: string }[];
}
interface SalePayload {
  vehicle: { id: string; status: string; finalPrice: { amount: string } | null } | null;
  chain: { state: string } | null;
  message: string | null;
  userErrors: { field: string | null; message: string; code: string }[];
}

let stack: RealStack;
let buyer: string;
let client: string;
let agent: string;
let agent2: string;
let admin: string;
let pending: string;
let vehicles: string[];

beforeAll(async () => {
  stack = await startRealStack();
  const names = ['buyer', 'client', 'agent', 'agent2', 'admin', 'pending.buyer'];
  const tokens = await Promise.all(names.map((name) => stack.login(`${name}@canam.test`)));
  [buyer, client, agent, agent2, admin, pending] = tokens as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  vehicles = await freshVehicles(stack, agent);
  expect(vehicles.length).toBeGreaterThanOrEqual(4);
});
afterAll(() => stack?.close());

const make = (token: string, vehicleId: string, price: string, idempotencyKey?: string) =>
  stack
    .gql<{ makeOffer: OfferPayload }>(
      MAKE,
      { input: { vehicleId, offerPrice: price, idempotencyKey } },
      token,
    )
    .then((data) => data.makeOffer);
const counter = (token: string, vehicleId: string, price: string, dealerId?: string) =>
  stack
    .gql<{ counterOffer: OfferPayload }>(
      COUNTER,
      { input: { vehicleId, offerPrice: price, dealerId } },
      token,
    )
    .then((data) => data.counterOffer);

describe('negotiating through the gateway', () => {
  it('runs a negotiation: offer, counter, higher-offer check, accept; the vehicle is sold once', async () => {
    const vehicleId = vehicles[0]!;
    const offered = await make(buyer, vehicleId, '15000.5');
    expect(offered.userErrors).toEqual([]);
    expect(offered.message).toBe(OFFER_MESSAGES.offerSent);
    expect(offered.offer).toMatchObject({
      price: { amount: '15000.50' },
      side: 'DEALER',
      role: 'ROLE_BUYER',
      status: 'ACTIVE',
      arrow: 'DASH',
    });
    expect(offered.chain).toMatchObject({
      state: 'OPEN',
      isOpen: true,
      viewerCanCounter: false,
      viewerCanAccept: false,
    });
    expect(offered.chain!.offers).toHaveLength(1);
    const buyerId = offered.chain!.dealer.databaseId;
    const buyerUserId = offered.chain!.dealer.userId;

    // Its own offer waits for an answer: a second one is refused with the api's text.
    const again = await make(buyer, vehicleId, '15100');
    expect(again.userErrors).toEqual([
      { field: null, message: OFFER_REFUSALS.sameSide, code: 'WAIT_FOR_ANSWER' },
    ]);

    // Another dealer bids higher on its own chain: up against the highest before it.
    const higher = await make(client, vehicleId, '16000');
    expect(higher.userErrors).toEqual([]);

    // The owning agent sees both chains, may answer both, and the pending dot.
    const seen = await stack.gql<{ node: { hasPendingOffer: boolean; offerChains: Chain[] } }>(
      VEHICLE,
      { id: vehicleId },
      agent,
    );
    expect(seen.node.hasPendingOffer).toBe(true);
    expect(seen.node.offerChains).toHaveLength(2);
    expect(seen.node.offerChains.every((c) => c.viewerCanCounter && c.viewerCanAccept)).toBe(true);
    const arrows = seen.node.offerChains.map((c) => (c.offers[0] as unknown as Offer).arrow);
    expect(arrows.sort()).toEqual(['DASH', 'UP']);

    // Another agent may not answer on a vehicle it does not own.
    const foreign = await counter(agent2, vehicleId, '17000', buyerUserId);
    expect(foreign.userErrors).toEqual([
      { field: null, message: OFFER_REFUSALS.notYourVehicle, code: 'NOT_YOUR_VEHICLE' },
    ]);
    const noDealer = await counter(agent, vehicleId, '17000');
    expect(noDealer.userErrors[0]).toMatchObject({ field: 'dealerId', code: 'BAD_USER_INPUT' });

    const countered = await counter(agent, vehicleId, '17500', buyerUserId);
    expect(countered.userErrors).toEqual([]);
    expect(countered.message).toBe(OFFER_MESSAGES.counterOfferSent);
    expect(countered.offer).toMatchObject({ side: 'PROVIDER', role: 'ROLE_AGENT', arrow: null });
    expect(countered.chain!.offers.map((o) => [o.side, o.status])).toEqual([
      ['DEALER', 'CLOSED'],
      ['PROVIDER', 'ACTIVE'],
    ]);

    // The buyer now has to answer: the dot, and its chain lets it counter or accept.
    const mine = await stack.gql<{
      node: { hasPendingOffer: boolean; viewerOfferChain: { offers: unknown[] } | null };
    }>(VEHICLE, { id: vehicleId }, buyer);
    expect(mine.node.hasPendingOffer).toBe(true);
    expect(mine.node.viewerOfferChain!.offers).toHaveLength(2);

    // The client's 16000 is live and above the agent's 17500? No: below. Above the buyer's 15000.50: yes.
    const forCounter = await stack.gql<{
      checkHigherOffer: { higherOffer: boolean; message: string };
    }>(CHECK, { input: { offerId: countered.offer!.id } }, buyer);
    expect(forCounter.checkHigherOffer).toEqual({
      higherOffer: false,
      message: OFFER_MESSAGES.noHigherBid,
      userErrors: [],
    });
    const forBuyerOffer = await stack.gql<{ checkHigherOffer: { higherOffer: boolean } }>(
      CHECK,
      { input: { offerId: offered.offer!.id } },
      admin,
    );
    expect(forBuyerOffer.checkHigherOffer).toEqual({
      higherOffer: true,
      message: OFFER_MESSAGES.higherOffer,
      userErrors: [],
    });

    // Staff may not accept their own offer.
    const ownOffer = await stack.gql<{ acceptOffer: SalePayload }>(
      ACCEPT,
      { input: { offerId: countered.offer!.id } },
      agent,
    );
    expect(ownOffer.acceptOffer.userErrors).toEqual([
      { field: null, message: OFFER_REFUSALS.notDealer, code: 'NOT_DEALER' },
    ]);

    const accepted = await stack.gql<{ acceptOffer: SalePayload }>(
      ACCEPT,
      { input: { offerId: countered.offer!.id, idempotencyKey: 'accept-1' } },
      buyer,
    );
    expect(accepted.acceptOffer).toMatchObject({
      vehicle: { id: vehicleId, status: 'Sold', finalPrice: { amount: '17500.00' } },
      chain: { state: 'ACCEPTED' },
      message: OFFER_MESSAGES.offerAccepted,
      userErrors: [],
    });

    // The other negotiation closed with the sale: accepting the client's offer is refused.
    const late = await stack.gql<{ node: { offerChains: Chain[] } }>(
      VEHICLE,
      { id: vehicleId },
      admin,
    );
    const clientChain = late.node.offerChains.find((c) => c.dealer.databaseId !== buyerId)!;
    const tooLate = await stack.gql<{ acceptOffer: SalePayload }>(
      ACCEPT,
      { input: { offerId: clientChain.offers[0]!.id } },
      admin,
    );
    expect(tooLate.acceptOffer.userErrors).toEqual([
      { field: null, message: OFFER_REFUSALS.sold, code: 'VEHICLE_SOLD' },
    ]);
  });

  it('buys now once per idempotency key, and a second buyer is told it is sold', async () => {
    const vehicleId = vehicles[1]!;
    const first = await stack.gql<{ buyVehicle: SalePayload }>(
      BUY,
      { input: { vehicleId, idempotencyKey: 'buy-once' } },
      buyer,
    );
    expect(first.buyVehicle).toMatchObject({
      vehicle: { status: 'Sold' },
      message: OFFER_MESSAGES.vehiclePurchased,
      userErrors: [],
    });
    const retried = await stack.gql<{ buyVehicle: SalePayload }>(
      BUY,
      { input: { vehicleId, idempotencyKey: 'buy-once' } },
      buyer,
    );
    expect(retried.buyVehicle).toMatchObject({
      message: OFFER_MESSAGES.vehiclePurchased,
      userErrors: [],
    });
    const other = await stack.gql<{ buyVehicle: SalePayload }>(
      BUY,
      { input: { vehicleId } },
      client,
    );
    expect(other.buyVehicle.userErrors).toEqual([
      { field: null, message: OFFER_REFUSALS.sold, code: 'VEHICLE_SOLD' },
    ]);

    const purchases = await stack.gql<{
      purchases: { totalCount: number; edges: { node: { id: string } }[] };
    }>('{ purchases(first: 33) { totalCount edges { node { id } } } }', {}, buyer);
    expect(purchases.purchases.edges.map((edge) => edge.node.id)).toContain(vehicleId);
  });

  it('refuses those who may not negotiate, with the specification texts', async () => {
    const vehicleId = vehicles[2]!;
    expect((await make(admin, vehicleId, '100')).userErrors).toEqual([
      { field: null, message: OFFER_REFUSALS.notDealer, code: 'NOT_DEALER' },
    ]);
    expect((await make(pending, vehicleId, '100')).userErrors).toEqual([
      { field: null, message: OFFER_REFUSALS.companyNotAccepted, code: 'COMPANY_NOT_ACCEPTED' },
    ]);
    expect((await make(buyer, vehicleId, '0')).userErrors).toEqual([
      { field: 'offerPrice', message: OFFER_REFUSALS.invalidAmount, code: 'INVALID_AMOUNT' },
    ]);
    expect((await make(buyer, vehicleId, '12.345')).userErrors[0]!.code).toBe('INVALID_AMOUNT');
    const guest = await stack.raw(MAKE, { input: { vehicleId, offerPrice: '100' } });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists negotiations for dealers and staff, counts, notifications, and finds offers by id', async () => {
    const vehicleId = vehicles[3]!;
    const offered = await make(buyer, vehicleId, '9000');
    expect(offered.userErrors).toEqual([]);

    const tabs = await stack.gql<{
      viewer: { activeOfferCount: number };
      myOfferVehicles: { totalCount: number; edges: { node: { id: string } }[] };
      offerVehicles: { totalCount: number };
    }>(
      `{ viewer { activeOfferCount }
         myOfferVehicles(status: ACTIVE) { totalCount edges { node { id } } }
         offerVehicles(status: ACTIVE) { totalCount } }`,
      {},
      buyer,
    );
    expect(tabs.myOfferVehicles.edges.map((edge) => edge.node.id)).toContain(vehicleId);
    expect(tabs.viewer.activeOfferCount).toBe(tabs.myOfferVehicles.totalCount);
    expect(tabs.offerVehicles.totalCount).toBe(0);

    const staff = await stack.gql<{
      viewer: { activeOfferCount: number; offerNotificationCount: number };
      offerVehicles: {
        edges: { node: { id: string } }[];
        pageCursors: { first: { page: number } };
      };
      offerNotifications: {
        totalCount: number;
        edges: {
          node: {
            id: string;
            read: boolean;
            offerPrice: { amount: string } | null;
            arrow: string | null;
            vehicle: { id: string } | null;
            buyer: { firstName: string } | null;
          };
        }[];
      };
    }>(
      `{ viewer { activeOfferCount offerNotificationCount }
         offerVehicles(status: ACTIVE) { edges { node { id } } pageCursors { first { page } } }
         offerNotifications(unreadOnly: true, kinds: [OFFER, COUNTER], first: 50) {
           totalCount edges { node {
           id read offerPrice { amount } arrow vehicle { id } buyer { firstName } } } } }`,
      {},
      agent,
    );
    expect(staff.viewer.activeOfferCount).toBe(0);
    expect(staff.offerVehicles.edges.map((edge) => edge.node.id)).toContain(vehicleId);
    const notification = staff.offerNotifications.edges
      .map((edge) => edge.node)
      .find((node) => node.vehicle?.id === vehicleId && node.offerPrice?.amount === '9000.00');
    expect(notification).toMatchObject({
      read: false,
      arrow: 'DASH',
      buyer: { firstName: 'Sarah' },
    });
    expect(staff.viewer.offerNotificationCount).toBe(staff.offerNotifications.totalCount);

    const read = await stack.gql<{
      markNotificationsRead: {
        notifications: { id: string; read: boolean }[];
        viewer: { offerNotificationCount: number };
        userErrors: unknown[];
      };
    }>(
      `mutation($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) {
        notifications { id read } viewer { offerNotificationCount } userErrors { message } } }`,
      { input: { ids: [notification!.id] } },
      agent,
    );
    expect(read.markNotificationsRead.notifications).toEqual([
      { id: notification!.id, read: true },
    ]);
    expect(read.markNotificationsRead.viewer.offerNotificationCount).toBe(
      staff.viewer.offerNotificationCount - 1,
    );

    const nodes = await stack.gql<{
      nodes: ({ __typename: string; databaseId?: number } | null)[];
    }>(
      `query($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Offer { databaseId }
        ... on OfferChain { databaseId } } }`,
      { ids: [offered.offer!.id, offered.chain!.id] },
      buyer,
    );
    expect(nodes.nodes).toEqual([
      { __typename: 'Offer', databaseId: offered.offer!.databaseId },
      { __typename: 'OfferChain', databaseId: offered.chain!.databaseId },
    ]);
    // Another dealer cannot reach them.
    const hidden = await stack.gql<{ nodes: unknown[] }>(
      'query($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids: [offered.offer!.id, offered.chain!.id] },
      client,
    );
    expect(hidden.nodes).toEqual([null, null]);
  });
});
