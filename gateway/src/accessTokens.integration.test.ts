// Personal access tokens through the gateway over the real api: created and listed by a session,
// used as a bearer over HTTP and in graphql-ws connection_init (a subscription with a token gets
// the owner's offer event), refused beyond its scopes (FORBIDDEN, reason TOKEN_SCOPE), refused at
// once when revoked (HTTP and an open subscription), and limited per token (RATE_LIMITED).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentEventCursor } from './testing/eventHead.ts';
import { subscribeLive, type LiveSubscriber } from './testing/liveClient.ts';
import { freshVehicles, startRealStack, type RealStack } from './testing/realStack.ts';

const RATE_LIMIT = 30;
const CREATE = `mutation($input: CreateAccessTokenInput!) { createAccessToken(input: $input) {
  token accessToken { id name scopes tokenPrefix lastUsedAt revokedAt }
  accessTokenEdge { node { id } } userErrors { field message code } } }`;
const REVOKE = `mutation($input: RevokeAccessTokenInput!) { revokeAccessToken(input: $input) {
  accessToken { id revokedAt } userErrors { field code } } }`;
const LIST = `{ accessTokens { totalCount edges { node { id name scopes tokenPrefix revokedAt } } } }`;
const MAKE = `mutation($input: MakeOfferInput!) { makeOffer(input: $input) {
  offer { id } userErrors { message code } } }`;
const OFFER_EVENTS = `subscription($after: String) { offerEvents(after: $after) {
  cursor type offer { id price { amount } } vehicle { id } } }`;
const MY_OFFERS = `{ myOfferVehicles(status: ACTIVE) { totalCount } }`;

interface Created {
  createAccessToken: {
    token: string | null;
    accessToken: { id: string; name: string; scopes: string[]; tokenPrefix: string } | null;
    accessTokenEdge: { node: { id: string } } | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
}
interface OfferEventData {
  offerEvents: { type: string; offer: { id: string } | null; vehicle: { id: string } };
}

let stack: RealStack;
let buyer: string;
let agent: string;
let vehicles: string[];
const open: LiveSubscriber<object>[] = [];

async function createToken(session: string, name: string, scopes: string[]) {
  const input = { name, scopes, expiresInDays: 30 };
  const created = await stack.gql<Created>(CREATE, { input }, session);
  expect(created.createAccessToken.userErrors).toEqual([]);
  return created.createAccessToken;
}

function liveWithToken(token: string, after: string) {
  const subscriber = subscribeLive<OfferEventData>(
    stack.gateway.url,
    OFFER_EVENTS,
    { after },
    { connectionParams: { authorization: `Bearer ${token}` } },
  );
  open.push(subscriber as LiveSubscriber<object>);
  return subscriber;
}

beforeAll(async () => {
  stack = await startRealStack({ accessTokenRequestsPerMinute: RATE_LIMIT });
  [buyer, agent] = await Promise.all([
    stack.login('buyer@canam.test'),
    stack.login('agent@canam.test'),
  ]);
  vehicles = await freshVehicles(stack, agent);
  expect(vehicles.length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  await Promise.all(open.map((subscriber) => subscriber.dispose()));
  await stack?.close();
});

describe('personal access tokens through the gateway', () => {
  it('creates a token shown once, lists it, and refuses what the owner may not give', async () => {
    const created = await createToken(buyer, 'Listing sync', ['CATALOGUE_READ', 'OFFERS_READ']);
    expect(created.token).toMatch(/^canam_pat_/);
    expect(created.accessToken).toMatchObject({
      name: 'Listing sync',
      scopes: ['CATALOGUE_READ', 'OFFERS_READ'],
      tokenPrefix: created.token!.slice(0, 16),
    });
    expect(created.accessTokenEdge?.node.id).toBe(created.accessToken!.id);
    const list = await stack.gql<{
      accessTokens: { edges: { node: { id: string; tokenPrefix: string } }[] };
    }>(LIST, {}, buyer);
    expect(list.accessTokens.edges.map((edge) => edge.node.id)).toContain(created.accessToken!.id);
    expect(JSON.stringify(list)).not.toContain(created.token!.slice(16));

    const refused = await stack.gql<Created>(
      CREATE,
      { input: { name: 'Back office', scopes: ['INVENTORY_READ'], expiresInDays: 30 } },
      buyer,
    );
    expect(refused.createAccessToken).toMatchObject({
      token: null,
      userErrors: [{ field: 'scopes', code: 'TOKEN_SCOPE_NOT_ALLOWED' }],
    });
    const badInput = await stack.gql<Created>(
      CREATE,
      { input: { name: ' ', scopes: [], expiresInDays: 7 } },
      buyer,
    );
    expect(badInput.createAccessToken.userErrors.map((error) => error.field).sort()).toEqual([
      'expiresInDays',
      'name',
      'scopes',
    ]);
  });

  it('works over HTTP and graphql-ws: a subscription with a token gets its offer event', async () => {
    const { token } = await createToken(buyer, 'Trader bot', [
      'CATALOGUE_READ',
      'OFFERS_READ',
      'OFFERS_WRITE',
    ]);
    const viewer = await stack.gql<{ viewer: { isLoggedIn: boolean; canSeePrices: boolean } }>(
      '{ viewer { isLoggedIn canSeePrices } }',
      {},
      token,
    );
    expect(viewer.viewer).toEqual({ isLoggedIn: true, canSeePrices: true });
    const after = await currentEventCursor(stack.api.url, stack.api.eventsSecret);
    const events = liveWithToken(token!, after);
    await events.connected;
    const vehicleId = vehicles[0]!;
    const made = await stack.gql<{ makeOffer: { offer: { id: string }; userErrors: unknown[] } }>(
      MAKE,
      { input: { vehicleId, offerPrice: '15000' } },
      token,
    );
    expect(made.makeOffer.userErrors).toEqual([]);
    const event = await events.waitFor((data) => data.offerEvents.vehicle.id === vehicleId);
    expect(event.offerEvents).toMatchObject({
      type: 'MADE',
      offer: { id: made.makeOffer.offer.id },
    });
  });

  it('refuses a token beyond its scopes with FORBIDDEN (reason TOKEN_SCOPE)', async () => {
    const { token } = await createToken(buyer, 'Catalogue reader', ['CATALOGUE_READ']);
    const catalogue = await stack.raw<{ vehicles: { totalCount: number } }>(
      '{ vehicles(first: 1) { totalCount } }',
      {},
      token,
    );
    expect(catalogue.errors).toBeUndefined();
    expect(catalogue.data!.vehicles.totalCount).toBeGreaterThan(0);
    for (const query of [MY_OFFERS, LIST]) {
      const refused = await stack.raw(query, {}, token);
      expect(refused.errors?.[0]?.extensions, query).toMatchObject({
        code: 'FORBIDDEN',
        reason: 'TOKEN_SCOPE',
      });
    }
  });

  it('stops a revoked token at once, over HTTP and on an open subscription', async () => {
    const created = await createToken(buyer, 'Short lived', [
      'CATALOGUE_READ',
      'OFFERS_READ',
      'OFFERS_WRITE',
    ]);
    const token = created.token!;
    expect((await stack.raw(MY_OFFERS, {}, token)).errors).toBeUndefined();
    const after = await currentEventCursor(stack.api.url, stack.api.eventsSecret);
    const events = liveWithToken(token, after);
    await events.connected;

    const revoked = await stack.gql<{
      revokeAccessToken: { accessToken: { id: string; revokedAt: string | null } };
    }>(REVOKE, { input: { id: created.accessToken!.id } }, buyer);
    expect(revoked.revokeAccessToken.accessToken.revokedAt).not.toBeNull();

    const refused = await stack.raw(MY_OFFERS, {}, token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    // The owner's next offer is resolved for the subscriber with its revoked token: 4401.
    const made = await stack.gql<{ makeOffer: { userErrors: unknown[] } }>(
      MAKE,
      { input: { vehicleId: vehicles[1]!, offerPrice: '14000' } },
      buyer,
    );
    expect(made.makeOffer.userErrors).toEqual([]);
    await expect.poll(() => events.closeCodes, { timeout: 10_000 }).toEqual([4401]);
    expect(events.events).toEqual([]);
  });

  it('limits each token to its requests a minute (RATE_LIMITED), other tokens unaffected', async () => {
    const { token } = await createToken(buyer, 'Busy', ['CATALOGUE_READ']);
    const { token: other } = await createToken(buyer, 'Quiet', ['CATALOGUE_READ']);
    const query = '{ vehicleFilters { makes } }';
    let codes: unknown[] = [];
    // Each request costs the token one REST call: the limit is reached within RATE_LIMIT + 1.
    for (let i = 0; i <= RATE_LIMIT && codes.length === 0; i++) {
      const answer = await stack.raw(query, {}, token);
      codes = (answer.errors ?? []).map((error) => error.extensions?.code);
    }
    expect(codes).toContain('RATE_LIMITED');
    expect((await stack.raw(query, {}, other)).errors).toBeUndefined();
  });
});
