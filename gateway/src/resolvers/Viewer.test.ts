// Viewer.offerNotificationCount: the badge of the nav's Offers button for admins and agents (the
// offers waiting for them) and of a dealer's Active Offers tab (all of its own), nothing (and no
// REST call) for everyone else; and the catalogue page with it stays at 3 REST calls.
import { describe, expect, it } from 'vitest';
import { FAKE_UNREAD_NOTIFICATIONS } from '../testing/fakeApiRoutes.ts';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const COUNT = '{ viewer { offerNotificationCount } }';

describe('offerNotificationCount', () => {
  it.each([
    ['admin-token', FAKE_UNREAD_NOTIFICATIONS.ROLE_ADMIN],
    ['agent-token', FAKE_UNREAD_NOTIFICATIONS.ROLE_AGENT],
  ])('counts the unread offers and counter-offers of %s', async (token, count) => {
    const { data, errors } = await postGraphQL(gateway.url, COUNT, {}, bearer(token));
    expect(errors).toBeUndefined();
    expect(data).toEqual({ viewer: { offerNotificationCount: count } });
    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/user/profile',
      '/api/vehicle/offer-notifications?new=1&kind=offer%2Ccounter&resourcesPerPage=1',
    ]);
  });

  it('counts every unread notification of a dealer of an accepted company', async () => {
    const { data } = await postGraphQL(gateway.url, COUNT, {}, bearer('dealer-token'));
    expect(data).toEqual({
      viewer: { offerNotificationCount: FAKE_UNREAD_NOTIFICATIONS.ROLE_CLIENT },
    });
    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/user/profile',
      '/api/vehicle/offer-notifications?new=1&kind=offer%2Ccounter%2Caccepted%2Cbought%2Cexpired&resourcesPerPage=1',
    ]);
  });

  it('is 0 for a dealer of a pending company without asking', async () => {
    const { data } = await postGraphQL(gateway.url, COUNT, {}, bearer('pending-token'));
    expect(data).toEqual({ viewer: { offerNotificationCount: 0 } });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/user/profile']);
  });

  it('is 0 for a guest without any call', async () => {
    const { data } = await postGraphQL(gateway.url, COUNT);
    expect(data).toEqual({ viewer: { offerNotificationCount: 0 } });
    expect(api.calls).toHaveLength(0);
  });
});

describe('a catalogue page with the nav badge', () => {
  const PAGE = `query($first: Int) {
    viewer { isStaff offerNotificationCount }
    vehicles(first: $first) { totalCount edges { node {
      id publicId price { amount } totalPrice { amount } viewerCanEdit agent { id nickname }
    } } }
  }`;

  it('costs 3 REST calls whatever the page size', async () => {
    const counts: number[] = [];
    for (const first of [6, 33, 100]) {
      api.reset();
      const { data, errors } = await postGraphQL<{ vehicles: { edges: unknown[] } }>(
        gateway.url,
        PAGE,
        { first },
        bearer('admin-token'),
      );
      expect(errors).toBeUndefined();
      expect(data!.vehicles.edges).toHaveLength(Math.min(first, 120));
      counts.push(api.calls.length);
    }
    expect(counts).toEqual([3, 3, 3]);
  });
});
