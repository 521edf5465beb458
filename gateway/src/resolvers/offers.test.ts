// Negotiation fields over the fake api, counting REST calls: offer histories are fetched only
// when a field needs them and once per vehicle, dealers without an offer cost nothing, Buy Now
// forwards the idempotency key, and refusals become userErrors with the api's text.
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, OFFER_REFUSALS } from '@canam/domain/offers';
import { FAKE_ACTIVE_OFFER_VEHICLES } from '../testing/fakeOffersApi.ts';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { toGlobalId } from '../relay/ids.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const historyCalls = () =>
  api.calls.filter((call) => call.path.startsWith('/api/vehicle/getOfferHistory')).length;

async function gql<T>(query: string, token: string | null, variables = {}) {
  const answer = await postGraphQL<T>(gateway.url, query, variables, token ? bearer(token) : {});
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

const CARDS = (fields: string) => `{ vehicles(first: 5) { edges { node { id ${fields} } } } }`;

describe('offer chains of vehicles', () => {
  it('costs no history call when no field asks, and one per vehicle when several do', async () => {
    await gql(CARDS('title'), 'admin-token');
    expect(historyCalls()).toBe(0);

    type Cards = {
      vehicles: {
        edges: {
          node: {
            offerChains: {
              state: string;
              offers: { arrow: string | null; status: string; side: string }[];
              viewerCanCounter: boolean;
              viewerCanAccept: boolean;
            }[];
          };
        }[];
      };
    };
    const data = await gql<Cards>(
      CARDS(`offerChains { state viewerCanCounter viewerCanAccept
        offers { arrow status side } lastOffer { id } } viewerOfferChain { id }`),
      'admin-token',
    );
    expect(historyCalls()).toBe(5);
    const chain = data.vehicles.edges[0]!.node.offerChains[0]!;
    expect(chain).toMatchObject({ state: 'OPEN', viewerCanCounter: false, viewerCanAccept: false });
    // the dealer's offer was answered by the agent's counter, which waits for the dealer
    expect(chain.offers).toEqual([
      { arrow: 'DASH', status: 'CLOSED', side: 'DEALER' },
      { arrow: null, status: 'ACTIVE', side: 'PROVIDER' },
    ]);
  });

  it("lets the dealer answer the staff's live counter, and skips dealers with no offer", async () => {
    const none = await gql<{ vehicles: { edges: { node: { viewerOfferChain: unknown } }[] } }>(
      CARDS('viewerOfferChain { id }'),
      'dealer-token',
    );
    expect(none.vehicles.edges.every((edge) => edge.node.viewerOfferChain === null)).toBe(true);
    expect(historyCalls()).toBe(0);

    const mine = await gql<{
      node: { offerChains: { viewerCanCounter: boolean; viewerCanAccept: boolean }[] };
    }>(
      `query($id: ID!) { node(id: $id) { ... on Vehicle {
        offerChains { viewerCanCounter viewerCanAccept } } } }`,
      'dealer-token',
      { id: toGlobalId('Vehicle', 3) },
    );
    expect(mine.node.offerChains).toEqual([{ viewerCanCounter: true, viewerCanAccept: true }]);
    expect(await gql(CARDS('offerChains { id }'), null)).toBeTruthy();
    expect(historyCalls()).toBe(1); // guests: none
  });

  it('shows the pending-offer dot to the side that must answer', async () => {
    const recent = new Date(Date.now() - 60_000).toISOString();
    const older = new Date(Date.now() - 120_000).toISOString();
    Object.assign(api.vehicles[0]!, {
      lastOfferUser: { offerPrice: '19000.00', registerDate: recent },
      lastOfferAdmin: { offerPrice: '21000.00', registerDate: older },
    });
    const query = `query($id: ID!) { node(id: $id) { ... on Vehicle { hasPendingOffer } } }`;
    const id = toGlobalId('Vehicle', 1);
    try {
      expect(await gql(query, 'admin-token', { id })).toEqual({ node: { hasPendingOffer: true } });
      expect(await gql(query, 'dealer-token', { id })).toEqual({
        node: { hasPendingOffer: false },
      });
      expect(await gql(query, null, { id })).toEqual({ node: { hasPendingOffer: false } });
    } finally {
      Object.assign(api.vehicles[0]!, { lastOfferUser: null, lastOfferAdmin: null });
    }
  });
});

describe('the offer count and Buy Now', () => {
  it("counts a dealer's active negotiations with one call, and none for staff", async () => {
    const dealer = await gql('{ viewer { activeOfferCount } }', 'dealer-token');
    expect(dealer).toEqual({ viewer: { activeOfferCount: FAKE_ACTIVE_OFFER_VEHICLES } });
    const admin = await gql('{ viewer { activeOfferCount } }', 'admin-token');
    expect(admin).toEqual({ viewer: { activeOfferCount: 0 } });
    expect(api.calls.filter((c) => c.path.includes('getOffersByUser'))).toHaveLength(1);
  });

  it('forwards the idempotency key and turns a refusal into a userError', async () => {
    const BUY = `mutation($input: BuyVehicleInput!) { buyVehicle(input: $input) {
      vehicle { databaseId } message userErrors { field message code } } }`;
    const bought = await gql<{ buyVehicle: unknown }>(BUY, 'dealer-token', {
      input: { vehicleId: toGlobalId('Vehicle', 7), idempotencyKey: 'key-7' },
    });
    expect(bought.buyVehicle).toEqual({
      vehicle: { databaseId: 7 },
      message: OFFER_MESSAGES.vehiclePurchased,
      userErrors: [],
    });
    const call = api.calls.find((c) => c.path === '/api/vehicle/buy')!;
    expect(call.headers['idempotency-key']).toBe('key-7');
    expect(call.body).toEqual({ vehiclesId: 7 });

    const refused = await gql<{ buyVehicle: unknown }>(BUY, 'dealer-token', {
      input: { vehicleId: toGlobalId('Vehicle', 2) },
    });
    expect(refused.buyVehicle).toEqual({
      vehicle: null,
      message: null,
      userErrors: [{ field: null, message: OFFER_REFUSALS.sold, code: 'VEHICLE_SOLD' }],
    });
    expect(api.calls.filter((c) => c.path === '/api/vehicle/buy')[1]!.headers).not.toHaveProperty(
      'idempotency-key',
    );
  });

  it('reads the vehicle and the chain after a step only when the payload asks for them', async () => {
    const reads = () =>
      api.calls.filter(
        (c) => c.path.startsWith('/api/vehicle?') || c.path.startsWith('/api/vehicle/getOffer'),
      ).length;
    const buy = (fields: string) =>
      gql<{ buyVehicle: { message: string } }>(
        `mutation($input: BuyVehicleInput!) { buyVehicle(input: $input) { ${fields} } }`,
        'dealer-token',
        { input: { vehicleId: toGlobalId('Vehicle', 7) } },
      );
    const before = reads();
    const bare = await buy('message userErrors { code }');
    expect(bare.buyVehicle.message).toBe(OFFER_MESSAGES.vehiclePurchased);
    expect(reads()).toBe(before);

    // Asked for through a fragment: both are read (once each) and shown.
    const withFragment = await gql<{ buyVehicle: { vehicle: { databaseId: number } } }>(
      `mutation($input: BuyVehicleInput!) { buyVehicle(input: $input) { ...Sale } }
       fragment Sale on SalePayload { vehicle { databaseId } chain { id } }`,
      'dealer-token',
      { input: { vehicleId: toGlobalId('Vehicle', 7) } },
    );
    expect(withFragment.buyVehicle.vehicle).toEqual({ databaseId: 7 });
    expect(reads()).toBe(before + 2);
  });
});
