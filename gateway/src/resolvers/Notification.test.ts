// Notification against the real schema over the fake api: each notification says what
// happened in a sentence for its reader (a sale is never "an offer"), the arrow is only for a
// dealer's offer, and `kinds` narrows the REST list. Ids name the type Notification; ids minted
// while the type was called OfferNotification (a tool may have stored some) still name the same
// notifications.
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../relay/ids.ts';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

interface Listed {
  offerNotifications: {
    edges: {
      node: {
        kind: string;
        offerSide: string | null;
        summary: string;
        arrow: string | null;
        vehicle: { costUsd: { amount: string } | null } | null;
      };
    }[];
  };
}

const LIST = `query($kinds: [NotificationKind!]) {
  offerNotifications(kinds: $kinds) { edges { node {
    kind offerSide summary arrow vehicle { costUsd { amount } } } } } }`;

async function list(token: string, kinds?: string[]) {
  const { data, errors } = await postGraphQL<Listed>(gateway.url, LIST, { kinds }, bearer(token));
  expect(errors).toBeUndefined();
  return data!.offerNotifications.edges.map((edge) => edge.node);
}

describe('Notification', () => {
  it('tells an agent of a Buy Now as a purchase and of an offer as an offer', async () => {
    const [bought, offer] = await list('agent-token');
    expect(bought).toMatchObject({
      kind: 'BOUGHT',
      offerSide: null,
      summary: 'Michael Russo bought it for USD$ 15,400.00',
      arrow: null,
    });
    expect(offer).toMatchObject({
      kind: 'OFFER',
      offerSide: 'DEALER',
      summary: 'Michael Russo made an offer of USD$ 15,200.00',
      arrow: 'UP',
    });
  });

  it("tells a dealer of staff's counter-offer in its own words", async () => {
    expect(await list('dealer-token')).toEqual([
      {
        kind: 'COUNTER',
        offerSide: 'PROVIDER',
        summary: 'You received a counter-offer of USD$ 16,000.00',
        arrow: null,
        // Dealers never see costs.
        vehicle: { costUsd: null },
      },
    ]);
  });

  it('shows staff the cost in USD by the one rule', async () => {
    const [offer] = await list('agent-token', ['OFFER']);
    // The fake vehicle's cost 22500.00 at fx 1.25: (22500 + 2500) / 1.25.
    expect(offer!.vehicle).toEqual({ costUsd: { amount: '20000.00' } });
  });

  it('asks the api for the kinds wanted only', async () => {
    expect((await list('agent-token', ['OFFER', 'COUNTER'])).map((n) => n.kind)).toEqual(['OFFER']);
    expect(api.calls.map((call) => call.path)).toContain(
      '/api/vehicle/offer-notifications?kind=offer%2Ccounter&resourcesPerPage=6&page=1',
    );
    expect(await list('agent-token', [])).toEqual([]);
  });

  it('names its ids Notification and still reads ids minted as OfferNotification', async () => {
    const query = '{ offerNotifications { edges { node { id databaseId } } } }';
    const { data } = await postGraphQL<{
      offerNotifications: { edges: { node: { id: string; databaseId: number } }[] };
    }>(gateway.url, query, {}, bearer('agent-token'));
    const nodes = data!.offerNotifications.edges.map((edge) => edge.node);
    expect(nodes).toEqual([
      { id: toGlobalId('Notification', 31), databaseId: 31 },
      { id: toGlobalId('Notification', 30), databaseId: 30 },
    ]);

    const legacyId = Buffer.from('OfferNotification:30').toString('base64');
    const { data: read, errors } = await postGraphQL<{
      markNotificationsRead: { notifications: { id: string }[]; userErrors: unknown[] };
    }>(
      gateway.url,
      `mutation($input: MarkNotificationsReadInput!) {
        markNotificationsRead(input: $input) { notifications { id } userErrors { field code } } }`,
      { input: { ids: [nodes[0]!.id, legacyId] } },
      bearer('agent-token'),
    );
    expect(errors).toBeUndefined();
    expect(read!.markNotificationsRead).toEqual({
      notifications: nodes.map(({ id }) => ({ id })),
      userErrors: [],
    });
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/api/vehicle/offer-notifications',
        body: { ids: [31, 30] },
      }),
    );
  });

  it('refuses an id of another type where a notification is wanted', async () => {
    const { data } = await postGraphQL<{
      markNotificationsRead: { userErrors: { field: string }[] };
    }>(
      gateway.url,
      `mutation($input: MarkNotificationsReadInput!) {
        markNotificationsRead(input: $input) { userErrors { field } } }`,
      { input: { ids: [toGlobalId('Offer', 30)] } },
      bearer('agent-token'),
    );
    expect(data!.markNotificationsRead.userErrors).toEqual([{ field: 'ids' }]);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
