// Live events end to end over the real api: graphql-ws subscribers get whole objects as they may
// see them (a buyer its own negotiation only, a guest the card turning Sold, an agent and a buyer
// their notifications with the badge count), and a subscriber that resumes with its last cursor
// across a gateway restart misses nothing and gets nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentEventCursor } from './testing/eventHead.ts';
import { subscribeLive, type LiveSubscriber } from './testing/liveClient.ts';
import { freshVehicles, startRealStack, type RealStack } from './testing/realStack.ts';
import { wsCloseCode } from './testing/ws.ts';

const OFFER_EVENTS = `subscription($vehicleId: ID, $after: String) {
  offerEvents(vehicleId: $vehicleId, after: $after) {
    cursor type
    offer { id price { amount } side status }
    chain { id state dealer { userId } offers { id side } viewerCanAccept }
    vehicle { id status hasPendingOffer }
    viewer { activeOfferCount } } }`;
const VEHICLE_CHANGED = `subscription($ids: [ID!], $after: String) {
  vehicleChanged(vehicleIds: $ids, after: $after) { cursor vehicle { id status price { amount } } } }`;
const NOTIFICATION_EVENTS = `subscription($after: String) { notificationEvents(after: $after) {
  cursor unreadCount notification { id read kind summary offerPrice { amount } vehicle { id } }
  viewer { offerNotificationCount } } }`;

interface OfferEventData {
  offerEvents: {
    cursor: string;
    type: string;
    offer: { id: string; price: { amount: string }; side: string; status: string } | null;
    chain: {
      id: string;
      dealer: { userId: string };
      offers: unknown[];
      viewerCanAccept: boolean;
    };
    vehicle: { id: string; status: string; hasPendingOffer: boolean };
    viewer: { activeOfferCount: number };
  };
}
interface VehicleChangedData {
  vehicleChanged: { cursor: string; vehicle: { id: string; status: string } };
}
interface NotificationData {
  notificationEvents: {
    cursor: string;
    unreadCount: number;
    notification: {
      id: string;
      kind: string;
      summary: string;
      offerPrice: { amount: string } | null;
      vehicle: { id: string } | null;
    };
    viewer: { offerNotificationCount: number };
  };
}

const MAKE = `mutation($input: MakeOfferInput!) { makeOffer(input: $input) {
  offer { id } chain { dealer { userId } } userErrors { message } } }`;
const COUNTER = `mutation($input: CounterOfferInput!) { counterOffer(input: $input) {
  offer { id } userErrors { message } } }`;
const BUY = `mutation($input: BuyVehicleInput!) { buyVehicle(input: $input) { userErrors { message } } }`;

let stack: RealStack;
let buyer: string;
let client: string;
let agent: string;
let vehicles: string[];
const open: LiveSubscriber<object>[] = [];

function live<T extends object>(
  query: string,
  variables: Record<string, unknown>,
  token: string | null,
  retryAttempts = 0,
): LiveSubscriber<T> {
  const subscriber = subscribeLive<T>(stack.gateway.url, query, variables, {
    connectionParams: token ? { accessToken: token, marketPlaceId: 1 } : {},
    retryAttempts,
  });
  open.push(subscriber as LiveSubscriber<object>);
  return subscriber;
}

const head = () => currentEventCursor(stack.api.url, stack.api.eventsSecret);

beforeAll(async () => {
  stack = await startRealStack();
  const tokens = await Promise.all(
    ['buyer', 'client', 'agent'].map((name) => stack.login(`${name}@canam.test`)),
  );
  [buyer, client, agent] = tokens as [string, string, string];
  vehicles = await freshVehicles(stack, agent);
});
afterAll(async () => {
  await Promise.all(open.map((subscriber) => subscriber.dispose()));
  await stack?.close();
});

describe('subscriptions', () => {
  it("delivers the agent's counter to the buyer only, the sale to a guest, notifications to both sides", async () => {
    const vehicleId = vehicles[0]!;
    const after = await head();
    const buyerEvents = live<OfferEventData>(OFFER_EVENTS, { vehicleId, after }, buyer);
    const clientEvents = live<OfferEventData>(OFFER_EVENTS, { after }, client);
    const guest = live<VehicleChangedData>(VEHICLE_CHANGED, { ids: [vehicleId], after }, null);
    const notifications = live<NotificationData>(NOTIFICATION_EVENTS, { after }, agent);
    const buyerNotifications = live<NotificationData>(NOTIFICATION_EVENTS, { after }, buyer);

    const made = await stack.gql<{
      makeOffer: { chain: { dealer: { userId: string } }; userErrors: unknown[] };
    }>(MAKE, { input: { vehicleId, offerPrice: '21000' } }, buyer);
    expect(made.makeOffer.userErrors).toEqual([]);
    const buyerId = made.makeOffer.chain.dealer.userId;

    const notified = await notifications.waitFor(
      (data) => data.notificationEvents.notification.vehicle?.id === vehicleId,
    );
    expect(notified.notificationEvents.notification.offerPrice).toEqual({ amount: '21000.00' });
    expect(notified.notificationEvents.unreadCount).toBeGreaterThan(0);
    expect(notified.notificationEvents.viewer.offerNotificationCount).toBe(
      notified.notificationEvents.unreadCount,
    );

    const countered = await stack.gql<{ counterOffer: { offer: { id: string } } }>(
      COUNTER,
      { input: { vehicleId, offerPrice: '23000', dealerId: buyerId } },
      agent,
    );
    const event = await buyerEvents.waitFor((data) => data.offerEvents.type === 'COUNTERED');
    expect(event.offerEvents).toMatchObject({
      offer: {
        id: countered.counterOffer.offer.id,
        price: { amount: '23000.00' },
        side: 'PROVIDER',
      },
      chain: { dealer: { userId: buyerId }, viewerCanAccept: true },
      vehicle: { id: vehicleId, hasPendingOffer: true },
    });
    expect(event.offerEvents.chain.offers).toHaveLength(2);
    // The buyer is told of the counter too, and its Active Offers badge counts it.
    const told = await buyerNotifications.waitFor(
      (data) => data.notificationEvents.notification.vehicle?.id === vehicleId,
    );
    expect(told.notificationEvents.notification).toMatchObject({
      kind: 'COUNTER',
      summary: 'You received a counter-offer of USD$ 23,000.00',
    });
    const badge = await stack.gql<{ viewer: { offerNotificationCount: number } }>(
      '{ viewer { offerNotificationCount } }',
      {},
      buyer,
    );
    expect(told.notificationEvents.unreadCount).toBe(badge.viewer.offerNotificationCount);
    expect(badge.viewer.offerNotificationCount).toBeGreaterThan(0);
    // the subscriber as it is after the event: its Active Offers badge counts this negotiation
    const { viewer } = await stack.gql<{ viewer: { activeOfferCount: number } }>(
      '{ viewer { activeOfferCount } }',
      {},
      buyer,
    );
    expect(viewer.activeOfferCount).toBeGreaterThan(0);
    expect(event.offerEvents.viewer.activeOfferCount).toBe(viewer.activeOfferCount);
    expect(buyerEvents.events.map((e) => e.data.offerEvents.type)).toEqual(['MADE', 'COUNTERED']);

    const sold = await stack.gql<{ buyVehicle: { userErrors: unknown[] } }>(
      BUY,
      { input: { vehicleId } },
      buyer,
    );
    expect(sold.buyVehicle.userErrors).toEqual([]);
    const card = await guest.waitFor((data) => data.vehicleChanged.vehicle.status === 'Sold');
    expect(card.vehicleChanged.vehicle.id).toBe(vehicleId);

    // Events reach each subscriber in id order: once the other dealer got its own later offer,
    // its stream has passed every event above, and none was about the buyer's negotiation.
    const own = await stack.gql<{ makeOffer: { userErrors: unknown[] } }>(
      MAKE,
      { input: { vehicleId: vehicles[2]!, offerPrice: '5000' } },
      client,
    );
    expect(own.makeOffer.userErrors).toEqual([]);
    await clientEvents.waitFor((data) => data.offerEvents.vehicle.id === vehicles[2]);
    expect(clientEvents.errors).toEqual([]);
    expect(clientEvents.events.map((e) => e.data.offerEvents.vehicle.id)).toEqual([vehicles[2]]);
  });

  it("resumes from a query's liveCursor: a change made before the page subscribed still arrives", async () => {
    const vehicleId = vehicles[3]!;
    const { liveCursor } = await stack.gql<{ liveCursor: string | null }>('{ liveCursor }');
    expect(liveCursor).toMatch(/^\d+$/);
    const made = await stack.gql<{ makeOffer: { userErrors: unknown[] } }>(
      MAKE,
      { input: { vehicleId, offerPrice: '12000' } },
      buyer,
    );
    expect(made.makeOffer.userErrors).toEqual([]);
    // The page subscribes only now, after the offer: its query's cursor brings the change.
    const page = live<VehicleChangedData>(
      VEHICLE_CHANGED,
      { ids: [vehicleId], after: liveCursor },
      null,
    );
    const changed = await page.waitFor((data) => data.vehicleChanged.vehicle.id === vehicleId);
    expect(Number(changed.vehicleChanged.cursor)).toBeGreaterThan(Number(liveCursor));
  });

  it('refuses offer and notification events to a guest with UNAUTHENTICATED', async () => {
    const guest = live<OfferEventData>(OFFER_EVENTS, {}, null);
    await expect.poll(() => guest.errors.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(JSON.stringify(guest.errors)).toContain('UNAUTHENTICATED');
  });

  it('closes a socket with a token the api rejects with 4403', async () => {
    expect(await wsCloseCode(stack.gateway.url, { accessToken: 'not-a-token' })).toBe(4403);
  });

  it('resumes after a gateway restart: the event made while it was down arrives once', async () => {
    const vehicleId = vehicles[1]!;
    const after = await head();
    const watcher = live<VehicleChangedData>(
      VEHICLE_CHANGED,
      { ids: [vehicleId], after },
      buyer,
      50,
    );

    await stack.gql(MAKE, { input: { vehicleId, offerPrice: '11000' } }, buyer);
    await watcher.waitFor(() => true);

    await stack.restartGateway(async () => {
      // Event 2 happens while no gateway runs: straight at the api.
      const response = await fetch(`${stack.api.url}/api/vehicle/buy`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client}`, 'content-type': 'application/json' },
        body: JSON.stringify({ vehiclesId: Number(atob(vehicleId).split(':')[1]) }),
      });
      expect(response.status).toBe(200);
    });

    await watcher.waitFor((data) => data.vehicleChanged.vehicle.status === 'Sold', 15_000);
    const received = watcher.events.map((event) => event.data.vehicleChanged);
    expect(received).toHaveLength(2);
    expect(received[1]!.vehicle.status).toBe('Sold');
    expect(Number(received[1]!.cursor)).toBeGreaterThan(Number(received[0]!.cursor));
    expect(watcher.closeCodes.length).toBeGreaterThan(0);
    expect(watcher.errors).toEqual([]);
  });
});
