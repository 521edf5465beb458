/// <reference lib="dom" />
// Offer notifications in real browsers. The agent who owns a vehicle is told what happened: a
// dealer's Buy Now is a purchase and an accepted counter-offer an acceptance, never "an offer",
// and neither counts on the Offers button, which counts the offers waiting for an answer; each
// card shows the vehicle's cost in USD, as its vehicle card does. A dealer whose list is open is
// told live that a counter-offer arrived (a toast, its Active Offers badge moves), finds it above
// its Active Offers, and the badge empties as it is marked read. On a phone every dealer tab is
// in sight at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatMoney } from '@canam/domain/money';
import { DESKTOP, newPage, PHONE } from './support/browser.ts';
import { logIn, pageGraphql, shoot, SLOW, watchForReloads } from './support/pageSession.ts';
import { negotiableVehicles, type NegotiableVehicle } from './support/negotiableVehicles.ts';
import { holdSubscriptions } from './support/heldSubscriptions.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

/** A mutation's payload, failing the test on its userErrors. */
async function mutate<T extends { userErrors: { message: string }[] }>(
  page: Page,
  field: string,
  input: Record<string, unknown>,
  selection = '',
): Promise<T> {
  const inputType = `${field[0]!.toUpperCase()}${field.slice(1)}Input`;
  const data = await pageGraphql<Record<string, T>>(
    page,
    `mutation($input: ${inputType}!) { ${field}(input: $input) { ${selection} userErrors { message } } }`,
    { input },
  );
  const payload = data[field]!;
  expect(payload.userErrors).toEqual([]);
  return payload;
}

const badgeCount = async (page: Page) =>
  (
    await pageGraphql<{ viewer: { offerNotificationCount: number } }>(
      page,
      '{ viewer { offerNotificationCount } }',
    )
  ).viewer.offerNotificationCount;

/** What a badge shows: its number, or 0 when it is not there. */
async function badgeText(page: Page, testId: string): Promise<string> {
  const badge = page.getByTestId(testId).first();
  return (await badge.count()) === 0 ? '0' : (await badge.innerText()).trim();
}

/** The agent counters the offer of the dealer signed in on `buyerPage`. */
async function counterTheBuyer(agentPage: Page, buyerPage: Page, vehicleId: string, price: string) {
  const dealer = await pageGraphql<{ viewer: { user: { id: string } } }>(
    buyerPage,
    '{ viewer { user { id } } }',
  );
  await mutate(agentPage, 'counterOffer', {
    vehicleId,
    dealerId: dealer.viewer.user.id,
    offerPrice: price,
  });
}

/** Vehicles agent@ owns, on sale and released, priced, with no negotiation yet, and a cost in USD. */
async function agentVehicles(agentPage: Page, count: number): Promise<NegotiableVehicle[]> {
  const fit = (await negotiableVehicles(agentPage)).filter((node) => node.costUsd !== null);
  if (fit.length < count) throw new Error(`The seed has fewer than ${count} such vehicles`);
  return fit.slice(0, count);
}

describe('staff notifications', () => {
  it('say a Buy Now is a purchase and an accepted counter an acceptance, and count neither as an offer', async () => {
    const agent = await newPage(browser, product.url, DESKTOP);
    const client = await newPage(browser, product.url, DESKTOP);
    await logIn(agent.page, 'agent@canam.test');
    await logIn(client.page, 'client@canam.test');
    const [bought, negotiated] = await agentVehicles(agent.page, 2);

    // The agent's Offers button shows its count of offers waiting for an answer.
    const before = await badgeCount(agent.page);
    await expect.poll(() => badgeText(agent.page, 'offer-count'), SLOW).toBe(String(before));

    // The client buys the first vehicle at once: the agent is told, live, of a purchase.
    await mutate(client.page, 'buyVehicle', { vehicleId: bought!.id });
    const price = formatMoney(bought!.price!.amount);
    const purchase = `Michael Russo bought it for ${price} (stock ${bought!.stockNumber}).`;
    await expect.poll(() => agent.page.getByText(purchase).count(), SLOW).toBe(1);
    expect(await agent.page.getByText('Vehicle bought').count()).toBeGreaterThan(0);
    // The toast came with the event's count: a purchase is nothing to answer.
    expect(await badgeText(agent.page, 'offer-count')).toBe(String(before));
    expect(await badgeCount(agent.page)).toBe(before);

    // The client offers on the second; the agent counters and the client accepts the counter.
    const offered = await mutate<{ offer: { id: string }; userErrors: [] }>(
      client.page,
      'makeOffer',
      { vehicleId: negotiated!.id, offerPrice: '1000' },
      'offer { id }',
    );
    expect(offered.offer.id).toBeTruthy();
    await expect.poll(() => badgeCount(agent.page), SLOW).toBe(before + 1);
    const dealer = await pageGraphql<{ viewer: { user: { id: string } } }>(
      client.page,
      '{ viewer { user { id } } }',
    );
    const counter = await mutate<{ offer: { id: string }; userErrors: [] }>(
      agent.page,
      'counterOffer',
      { vehicleId: negotiated!.id, dealerId: dealer.viewer.user.id, offerPrice: '1500' },
      'offer { id }',
    );
    await mutate(client.page, 'acceptOffer', { offerId: counter.offer.id });

    // The notifications page: the acceptance at the agent's own price, the offer, the purchase.
    await agent.page.goto('/agent/notifications');
    const cards = agent.page.getByTestId('notification-card');
    const summaries = agent.page.getByTestId('notification-summary');
    await expect
      .poll(() => summaries.allInnerTexts(), SLOW)
      .toEqual(
        expect.arrayContaining([
          'Michael Russo accepted the counter-offer of USD$ 1,500.00',
          'Michael Russo made an offer of USD$ 1,000.00',
          `Michael Russo bought it for ${price}`,
        ]),
      );
    const texts = await summaries.allInnerTexts();
    // Newest first; neither the sale nor the acceptance reads as an offer.
    expect(texts[0]).toBe('Michael Russo accepted the counter-offer of USD$ 1,500.00');
    expect(texts).not.toContain(`Michael Russo made an offer of ${price}`);
    expect(texts).not.toContain('Michael Russo made an offer of USD$ 1,500.00');

    // Each card's cost is the vehicle's cost in USD, the figure of its vehicle card.
    const purchaseCard = cards.filter({ hasText: `Michael Russo bought it for ${price}` });
    expect(await purchaseCard.getByText('Bought', { exact: true }).count()).toBe(1);
    expect(await purchaseCard.innerText()).toContain(formatMoney(bought!.costUsd!.amount));
    const acceptedCard = cards.filter({ hasText: 'accepted the counter-offer' });
    expect(await acceptedCard.innerText()).toContain(formatMoney(negotiated!.costUsd!.amount));

    // Reading the page marked its unread ones read: the button and the gateway agree on fewer.
    await expect.poll(() => badgeCount(agent.page), SLOW).toBeLessThan(before + 1);
    const left = await badgeCount(agent.page);
    await expect.poll(() => badgeText(agent.page, 'offer-count'), SLOW).toBe(String(left));
    await shoot(agent.page, 'agent-notifications-kinds-1366');
    await agent.page.setViewportSize(PHONE);
    await shoot(agent.page, 'agent-notifications-kinds-375');
    await agent.context.close();
    await client.context.close();
  });
});

describe("a dealer's notifications", () => {
  it('tell it live that a counter-offer arrived, and its Active Offers badge counts them', async () => {
    const agent = await newPage(browser, product.url, DESKTOP);
    const buyer = await newPage(browser, product.url, DESKTOP);
    await logIn(agent.page, 'agent@canam.test');
    await logIn(buyer.page, 'buyer@canam.test');
    await buyer.page.waitForURL((url) => url.pathname === '/buyer/buyer-car-list');
    const [vehicle] = await agentVehicles(agent.page, 1);

    await mutate(buyer.page, 'makeOffer', { vehicleId: vehicle!.id, offerPrice: '2000' });
    const before = await badgeCount(buyer.page);
    await expect
      .poll(() => badgeText(buyer.page, 'active-offers-badge'), SLOW)
      .toBe(String(before));
    const unreloaded = await watchForReloads(buyer.page);

    await counterTheBuyer(agent.page, buyer.page, vehicle!.id, '2600');

    // The open list is told at once: a toast, and the badge moves to the gateway's count.
    const told = `You received a counter-offer of USD$ 2,600.00 (stock ${vehicle!.stockNumber}).`;
    await expect.poll(() => buyer.page.getByText(told).count(), SLOW).toBe(1);
    expect(await buyer.page.getByText('New counter-offer').count()).toBeGreaterThan(0);
    expect(await badgeText(buyer.page, 'active-offers-badge')).toBe(String(before + 1));
    expect(await badgeCount(buyer.page)).toBe(before + 1);
    expect(
      await buyer.page.getByRole('tab', { name: /Active Offers/ }).getAttribute('aria-selected'),
    ).toBe('false');
    await unreloaded();
    await shoot(buyer.page, 'buyer-counter-toast-1366');

    // Active Offers lists what is new, the counter first, and marks it read: the badge empties.
    await buyer.page.getByRole('tab', { name: /Active Offers/ }).click();
    const news = buyer.page.getByRole('region', { name: 'New on your offers' });
    const items = news.getByTestId('dealer-notification');
    await expect.poll(() => items.count(), SLOW).toBeGreaterThan(0);
    expect(await items.first().innerText()).toContain(
      'You received a counter-offer of USD$ 2,600.00',
    );
    await expect.poll(() => badgeCount(buyer.page), SLOW).toBe(0);
    await expect.poll(() => badgeText(buyer.page, 'active-offers-badge'), SLOW).toBe('0');
    // Still listed for the visit, with the way to its offers.
    expect(await items.count()).toBe(before + 1);
    await shoot(buyer.page, 'buyer-active-offers-news-1366');
    await items.first().getByRole('link', { name: 'View offers' }).click();
    await buyer.page.waitForURL((url) => url.searchParams.get('offers') === vehicle!.id);
    await expect.poll(() => buyer.page.getByTestId('offers-panel').count(), SLOW).toBe(1);
    await agent.context.close();
    await buyer.context.close();
  });
});

describe('a counter-offer made while the page was still subscribing', () => {
  it('is told once the subscription is up, from the cursor of the page’s own query', async () => {
    const agent = await newPage(browser, product.url, DESKTOP);
    const buyer = await newPage(browser, product.url, DESKTOP);
    // The dealer's socket is slow to subscribe to its notifications: held until released.
    const held = await holdSubscriptions(buyer.page, 'NotificationEventsSubscription');
    await logIn(agent.page, 'agent@canam.test');
    await logIn(buyer.page, 'buyer@canam.test');
    await buyer.page.waitForURL((url) => url.pathname === '/buyer/buyer-car-list');
    const [vehicle] = await agentVehicles(agent.page, 1);
    await mutate(buyer.page, 'makeOffer', { vehicleId: vehicle!.id, offerPrice: '2100' });
    await expect.poll(() => held.waiting(), SLOW).toBeGreaterThan(0);
    const before = await badgeCount(buyer.page);

    await counterTheBuyer(agent.page, buyer.page, vehicle!.id, '2700');
    // The counter is made and counted before the page's subscription reaches the gateway.
    expect(await badgeCount(buyer.page)).toBe(before + 1);
    held.release();

    const told = `You received a counter-offer of USD$ 2,700.00 (stock ${vehicle!.stockNumber}).`;
    await expect.poll(() => buyer.page.getByText(told).count(), SLOW).toBe(1);
    await expect
      .poll(() => badgeText(buyer.page, 'active-offers-badge'), SLOW)
      .toBe(String(before + 1));
    await agent.context.close();
    await buyer.context.close();
  });
});

describe('the dealer tabs on a phone', () => {
  it('are all within the 375 px screen at once, and reachable with the keyboard', async () => {
    const { context, page } = await newPage(browser, product.url, PHONE);
    await logIn(page, 'client@canam.test');
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count(), SLOW).toBe(5);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box, await tab.innerText()).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    // The keyboard walks the tabs: End to the gear, then back to Purchases, which opens.
    const focused = () =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.textContent?.trim(),
      );
    await page.getByRole('tab', { name: 'Vehicles' }).focus();
    await expect.poll(focused, SLOW).toBe('Vehicles');
    await page.keyboard.press('End');
    await expect.poll(focused, SLOW).toBe('Notification settings');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focused, SLOW).toBe('Purchases');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'purchases');
    await shoot(page, 'dealer-tabs-375');
    await context.close();
  });
});
