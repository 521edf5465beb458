/// <reference lib="dom" />
// The offers, purchases and notifications screens in a real browser against the seeded lot: a
// buyer's Active Offers and Purchases tabs, an admin's offers screen with its client and agent
// filters and the tab switch that resets them, and an agent's notifications page marking what it
// shows read so the nav's count drops. Counts come from the gateway, so the seed may change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE } from './support/browser.ts';
import { logIn, pageGraphql, shoot, SLOW } from './support/pageSession.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

interface Titles {
  totalCount: number;
  edges: { node: { title: string } }[];
}

const cardTitles = (page: Page) =>
  page.getByTestId('vehicle-card').getByRole('heading').allInnerTexts();

describe('a buyer', () => {
  it('finds its negotiations in Active Offers and its purchases with final price and date', async () => {
    const { context, page } = await newPage(browser, product.url);
    await logIn(page, 'buyer@canam.test');
    const data = await pageGraphql<{
      viewer: { offerNotificationCount: number };
      active: Titles;
      bought: Titles;
    }>(
      page,
      `
        {
          viewer {
            offerNotificationCount
          }
          active: myOfferVehicles(status: ACTIVE) {
            totalCount
            edges {
              node {
                title
              }
            }
          }
          bought: purchases {
            totalCount
            edges {
              node {
                title
              }
            }
          }
        }
      `,
    );
    expect(data.active.totalCount).toBeGreaterThan(0);
    expect(data.bought.totalCount).toBeGreaterThan(0);
    // The Active Offers badge is the buyer's unread notification count (the seed's counter-offer).
    const badge = page.getByTestId('active-offers-badge');
    expect(data.viewer.offerNotificationCount).toBeGreaterThan(0);
    await expect
      .poll(() => badge.innerText(), SLOW)
      .toBe(String(data.viewer.offerNotificationCount));

    await page.getByRole('tab', { name: /Active Offers/ }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'active-offers');
    await expect
      .poll(() => page.getByTestId('vehicle-card').count(), SLOW)
      .toBe(data.active.edges.length);
    expect((await cardTitles(page)).join('\n')).toContain(data.active.edges[0]!.node.title);
    // Opening the tab read what was new: the badge empties.
    await expect.poll(() => badge.count(), SLOW).toBe(0);
    await shoot(page, 'buyer-active-offers-1280');

    await page.getByRole('tab', { name: 'Purchases' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'purchases');
    const cards = page.getByTestId('vehicle-card');
    await expect.poll(() => cards.count(), SLOW).toBe(data.bought.edges.length);
    const first = await cards.first().innerText();
    expect(first).toMatch(/Final price\s+USD\$ [\d,]+\.\d\d/);
    expect(first).toMatch(
      /Purchase date\s+[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) \d\d, \d\d:\d\d:\d\d [AP]M/,
    );
    await shoot(page, 'buyer-purchases-1280');
    await page.setViewportSize(PHONE);
    await shoot(page, 'buyer-purchases-375');
    await context.close();
  });
});

describe('an admin', () => {
  it('filters the offers screen by client and by agent, and a tab switch resets both', async () => {
    const { context, page } = await newPage(browser, product.url, DESKTOP);
    await logIn(page, 'admin@canam.test');
    await page.getByRole('link', { name: 'Offers' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/vehicles/offers');
    const cards = page.getByTestId('vehicle-card');

    const all = await pageGraphql<{ offerVehicles: Titles; agents: { id: string }[] }>(
      page,
      '{ offerVehicles(status: ACTIVE) { totalCount edges { node { title } } } agents { id } }',
    );
    expect(all.offerVehicles.totalCount).toBeGreaterThan(1);
    await expect.poll(() => cards.count(), SLOW).toBe(all.offerVehicles.edges.length);
    await shoot(page, 'admin-offers-1280');

    // Rachel Kim negotiates on one vehicle only.
    const rachel = await pageGraphql<{ offerVehicles: Titles }>(
      page,
      '{ offerVehicles(status: ACTIVE, client: "Rachel") { totalCount edges { node { title } } } }',
    );
    expect(rachel.offerVehicles.totalCount).toBeGreaterThan(0);
    expect(rachel.offerVehicles.totalCount).toBeLessThan(all.offerVehicles.totalCount);
    await page.getByLabel('Client').fill('Rachel');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('client') === 'Rachel');
    await expect.poll(() => cards.count(), SLOW).toBe(rachel.offerVehicles.edges.length);
    expect(await cardTitles(page)).toEqual(
      expect.arrayContaining(rachel.offerVehicles.edges.map((edge) => edge.node.title)),
    );

    // The agent dropdown narrows further, as it is picked.
    await page.getByLabel('Client').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('client'));
    const agentId = all.agents[0]!.id;
    const mine = await pageGraphql<{ offerVehicles: Titles }>(
      page,
      `{ offerVehicles(status: ACTIVE, agent: "${agentId}") { totalCount edges { node { title } } } }`,
    );
    await page.getByLabel('Agent').selectOption(agentId);
    await page.waitForURL((url) => url.searchParams.get('agent') === agentId);
    await expect.poll(() => cards.count(), SLOW).toBe(mine.offerVehicles.edges.length);
    await page.getByLabel('Client').fill('Rachel');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('client') === 'Rachel');

    // Switching tab: only the status is left, and the filters show empty.
    await page.getByRole('tab', { name: 'Expired' }).click();
    await page.waitForURL((url) => url.search === '?status=expired');
    // The form takes its values from the URL after the render that changed it: wait for them.
    await expect.poll(() => page.getByLabel('Client').inputValue(), SLOW).toBe('');
    await expect.poll(() => page.getByLabel('Agent').inputValue(), SLOW).toBe('');
    const expired = await pageGraphql<{ offerVehicles: Titles }>(
      page,
      '{ offerVehicles(status: EXPIRED) { totalCount edges { node { title } } } }',
    );
    await expect.poll(() => cards.count(), SLOW).toBe(expired.offerVehicles.edges.length);
    await shoot(page, 'admin-offers-expired-1280');
    await page.setViewportSize(PHONE);
    await shoot(page, 'admin-offers-expired-375');
    await context.close();
  });
});

describe('an agent', () => {
  it('sees its notifications marked read as the page loads, and the nav count drops', async () => {
    const { context, page } = await newPage(browser, product.url, DESKTOP);
    await logIn(page, 'agent@canam.test');
    const before = await pageGraphql<{ viewer: { offerNotificationCount: number } }>(
      page,
      '{ viewer { offerNotificationCount } }',
    );
    expect(before.viewer.offerNotificationCount).toBeGreaterThan(0);
    const count = page.getByTestId('offer-count');
    await expect
      .poll(() => count.innerText(), SLOW)
      .toBe(String(before.viewer.offerNotificationCount));

    await page.goto('/agent/notifications');
    const cards = page.getByTestId('notification-card');
    await expect.poll(() => cards.count(), SLOW).toBeGreaterThan(0);
    expect(
      await page.locator('[data-testid="notification-card"][data-new]').count(),
    ).toBeGreaterThan(0);
    // The first page's unread ones were marked read: the gateway and the nav agree on fewer.
    await expect
      .poll(
        async () =>
          (
            await pageGraphql<{ viewer: { offerNotificationCount: number } }>(
              page,
              '{ viewer { offerNotificationCount } }',
            )
          ).viewer.offerNotificationCount,
        SLOW,
      )
      .toBeLessThan(before.viewer.offerNotificationCount);
    const after = await pageGraphql<{ viewer: { offerNotificationCount: number } }>(
      page,
      '{ viewer { offerNotificationCount } }',
    );
    await expect
      .poll(async () => ((await count.count()) === 0 ? '0' : await count.innerText()), SLOW)
      .toBe(String(after.viewer.offerNotificationCount));
    await shoot(page, 'agent-notifications-1280');
    await page.setViewportSize(PHONE);
    await shoot(page, 'agent-notifications-375');

    // Each card's arrow goes to the offers screen with that vehicle's offers open.
    await page.setViewportSize(DESKTOP);
    await cards
      .first()
      .getByRole('link', { name: /^Offers on stock/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/agent/vehicles/offers');
    expect(new URL(page.url()).searchParams.get('offers')).toBeTruthy();
    await expect.poll(() => page.getByRole('dialog').count(), SLOW).toBe(1);
    await expect.poll(() => page.getByTestId('vehicle-card').count(), SLOW).toBeGreaterThan(0);
    await shoot(page, 'agent-offers-panel-1280');
    await context.close();
  });
});
