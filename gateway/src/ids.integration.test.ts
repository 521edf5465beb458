// Ids out of the database's range through the graph over the real api (issue #8, finding 4):
// node(id:) answers null, mutations their NOT_FOUND or BAD_USER_INPUT userError, filters a
// BAD_USER_INPUT error; nothing becomes UPSTREAM_UNAVAILABLE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealStack, type RealStack } from './testing/realStack.ts';

const encoded = (text: string) => Buffer.from(text).toString('base64');
const TOO_BIG_VEHICLE = encoded('Vehicle:2147483648');

const NODE = `query($id: ID!) { node(id: $id) { id } }`;
const ERRORS = `userErrors { field message code }`;
const MAKE = `mutation($input: MakeOfferInput!) { makeOffer(input: $input) { ${ERRORS} } }`;
const COUNTER = `mutation($input: CounterOfferInput!) { counterOffer(input: $input) { ${ERRORS} } }`;
const BUY = `mutation($input: BuyVehicleInput!) { buyVehicle(input: $input) { ${ERRORS} } }`;
const ACCEPT = `mutation($input: AcceptOfferInput!) { acceptOffer(input: $input) { ${ERRORS} } }`;
const VEHICLES = `query($filter: VehicleFilter) { vehicles(filter: $filter, first: 1) { totalCount } }`;

interface UserErrors {
  userErrors: { field: string | null; message: string; code: string }[];
}

let stack: RealStack;
let buyer: string;
let agent: string;

beforeAll(async () => {
  stack = await startRealStack();
  [buyer, agent] = await Promise.all([
    stack.login('buyer@canam.test'),
    stack.login('agent@canam.test'),
  ]);
});
afterAll(() => stack?.close());

const codesOf = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  (answer.errors ?? []).map((error) => error.extensions?.code);

describe('ids beyond 2147483647 or below 1', () => {
  it.each(['Vehicle:2147483648', 'Offer:1:2147483648', 'OfferChain:1:2147483648'])(
    'node(id: base64 of %s) is null',
    async (text) => {
      const answer = await stack.raw<{ node: unknown }>(NODE, { id: encoded(text) }, buyer);
      expect(codesOf(answer)).toEqual([]);
      expect(answer.data?.node).toBeNull();
    },
  );

  it('answers makeOffer, buyVehicle and acceptOffer with their NOT_FOUND userError', async () => {
    const make = await stack.raw<{ makeOffer: UserErrors }>(
      MAKE,
      { input: { vehicleId: TOO_BIG_VEHICLE, offerPrice: '1000' } },
      buyer,
    );
    expect(codesOf(make)).toEqual([]);
    expect(make.data?.makeOffer.userErrors).toEqual([
      { field: 'vehicleId', message: 'Vehicle not found', code: 'NOT_FOUND' },
    ]);
    const buy = await stack.raw<{ buyVehicle: UserErrors }>(
      BUY,
      { input: { vehicleId: TOO_BIG_VEHICLE } },
      buyer,
    );
    expect(codesOf(buy)).toEqual([]);
    expect(buy.data?.buyVehicle.userErrors[0]?.code).toBe('NOT_FOUND');
    const accept = await stack.raw<{ acceptOffer: UserErrors }>(
      ACCEPT,
      { input: { offerId: encoded('Offer:1:2147483648') } },
      agent,
    );
    expect(codesOf(accept)).toEqual([]);
    expect(accept.data?.acceptOffer.userErrors[0]?.code).toBe('NOT_FOUND');
  });

  // Guards: these already held, and must keep holding with the stricter api.
  it.each([
    ['User:0', 'BAD_USER_INPUT'],
    ['User:-1', 'BAD_USER_INPUT'],
    ['User:2147483648', 'BAD_USER_INPUT'],
  ])('answers counterOffer with dealerId base64 of %s by a userError', async (text, code) => {
    const answer = await stack.raw<{ counterOffer: UserErrors }>(
      COUNTER,
      { input: { vehicleId: encoded('Vehicle:1'), dealerId: encoded(text), offerPrice: '1000' } },
      agent,
    );
    expect(codesOf(answer)).toEqual([]);
    expect(answer.data?.counterOffer.userErrors[0]?.code).toBe(code);
  });

  it('answers a negative filter with BAD_USER_INPUT, not UPSTREAM_UNAVAILABLE', async () => {
    const answer = await stack.raw(VEHICLES, { filter: { yearFrom: -1 } }, buyer);
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
  });
});
