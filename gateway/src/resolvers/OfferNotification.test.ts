// OfferNotification against the real schema over the fake api: each notification says what
// happened in a sentence for its reader (a sale is never "an offer"), the arrow is only for a
// dealer's offer, and `kinds` narrows the REST list.
import { describe, expect, it } from 'vitest';
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

describe('OfferNotification', () => {
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
});
