/// <reference lib="dom" />
// The public inventory rendered by the front server, in a real browser: a guest's first screen
// (the navbar, the filter and the first row of cards with their photos) is in the HTML itself and
// shows with JavaScript off; with it on, the application hydrates that HTML (not one card is
// replaced), says nothing went wrong and works as ever (its pages change without a reload); a tap
// on a button before the application took over is not lost. A
// dealer holding a session never sees the guest's page: the server's HTML is dropped before the
// application runs, and the dealer's own inventory (with prices) shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import { DESKTOP, PHONE } from './support/browser.ts';
import { logIn, SLOW } from './support/pageSession.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';
import { PRICE_TEXT } from './support/restSession.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

const INVENTORY = '/inventory/vehicles';
/** The inventory's page size, and the first row the server renders (VehicleGrid). */
const PAGE_SIZE = 6;
const FIRST_ROW = 3;

async function publicPage(page: number): Promise<VehicleDto[]> {
  const answer = await fetch(
    `${product.apiUrl}/api/vehicle/public?resourcesPerPage=${PAGE_SIZE}&page=${page}`,
  );
  return ((await answer.json()) as Paged<VehicleDto>).data;
}

const title = ({ vinNumber: { year, make, model } }: VehicleDto) => `${year} ${make} ${model}`;

const cardTitles = (page: Page) =>
  page
    .getByRole('main')
    .getByTestId('vehicle-card')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('h3')?.textContent?.trim() ?? ''),
    );

/** What the page held once parsed, before the application's scripts ran. */
interface Parsed {
  rootElements: number;
  records: boolean;
}

/**
 * Records the page as parsed (readyState 'interactive' comes before module scripts run) and
 * counts the cards taken out of the document afterwards: a hydration replaces none.
 */
async function watchTheFirstRender(page: Page) {
  await page.addInitScript(() => {
    const probe = window as unknown as { parsed?: Parsed; cardsRemoved: number };
    probe.cardsRemoved = 0;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive' || probe.parsed) return;
      probe.parsed = {
        rootElements: document.getElementById('root')?.childElementCount ?? 0,
        records: Boolean(document.getElementById('relay-records')),
      };
    });
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of Array.from(change.removedNodes)) {
          if (!(node instanceof Element)) continue;
          const card = '[data-testid="vehicle-card"]';
          if (node.matches(card) || node.querySelector(card)) probe.cardsRemoved += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    parsed: () => page.evaluate(() => (window as unknown as { parsed?: Parsed }).parsed),
    cardsRemoved: () =>
      page.evaluate(() => (window as unknown as { cardsRemoved: number }).cardsRemoved),
  };
}

describe('the public inventory rendered by the server', () => {
  it('shows a guest its first screen with JavaScript off, at desktop and phone widths', async () => {
    const firstRow = (await publicPage(1)).slice(0, FIRST_ROW).map(title);
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await browser.newContext({
        baseURL: product.url,
        viewport,
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      const answer = await page.goto(INVENTORY);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['content-type']).toContain('text/html');
      expect(await page.getByRole('heading', { name: 'Inventory', level: 1 }).isVisible()).toBe(
        true,
      );
      expect(await cardTitles(page)).toEqual(firstRow);
      // The first row's photos load and show; the navbar is the guest's.
      const photo = page.getByRole('main').getByRole('img', { name: firstRow[0] }).first();
      await expect
        .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth), SLOW)
        .toBeGreaterThan(0);
      expect(await photo.isVisible()).toBe(true);
      expect(
        await page
          .getByRole('link', { name: /^CANAM/ })
          .first()
          .isVisible(),
      ).toBe(true);
      expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
      await context.close();
    }
  });

  it('hydrates the server’s page in the browser: no card replaced, no error, pages work', async () => {
    const [firstPage, secondPage] = [await publicPage(1), await publicPage(2)];
    const context = await browser.newContext({ baseURL: product.url, viewport: DESKTOP });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const firstRender = await watchTheFirstRender(page);
    await page.goto(INVENTORY);
    expect(await firstRender.parsed()).toMatchObject({ records: true });
    expect((await firstRender.parsed())?.rootElements).toBeGreaterThan(0);
    // The rest of the page renders in the browser, after the server's first row.
    await expect.poll(() => cardTitles(page), SLOW).toEqual(firstPage.map(title));
    await page.waitForLoadState('networkidle');
    expect(await firstRender.cardsRemoved()).toBe(0);
    expect(await page.locator('#relay-records').count()).toBe(0);
    expect(problems).toEqual([]);
    // The filter's year slider came from the server too: its thumbs show and take the keyboard.
    const yearFrom = page.getByRole('slider', { name: 'Year from' });
    await yearFrom.focus();
    expect(await yearFrom.evaluate((thumb) => thumb === document.activeElement)).toBe(true);

    // The application pages on: no document is asked for again, the window stays the same.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'hydrated'));
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => cardTitles(page), SLOW).toEqual(secondPage.map(title));
    expect(documents).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'hydrated',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a tap made before the application took the page over, and gives it to its button', async () => {
    const context = await browser.newContext({ baseURL: product.url, viewport: PHONE });
    const page = await context.newPage();
    // The application's entry is held back until the tap is made.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(INVENTORY, { waitUntil: 'commit' });
    const firstCard = page.getByRole('main').getByTestId('vehicle-card').first();
    await firstCard.getByRole('button', { name: 'Make an Offer' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    // A guest's Make an Offer opens the login modal.
    await page.getByRole('dialog', { name: 'Log In' }).waitFor(SLOW);
    await context.close();
  });

  it('gives a dealer with a session its own inventory, never the guest’s page', async () => {
    const context = await browser.newContext({ baseURL: product.url, viewport: DESKTOP });
    const page = await context.newPage();
    await logIn(page, 'buyer@canam.test');
    const firstRender = await watchTheFirstRender(page);
    const answer = await page.goto(INVENTORY);
    // The server sent the guest's page; the browser dropped it before anything ran.
    expect(await answer?.text()).toContain('data-testid="vehicle-card"');
    expect(await firstRender.parsed()).toEqual({ rootElements: 0, records: false });
    await expect
      .poll(() => page.getByRole('main').getByTestId('vehicle-price').count(), SLOW)
      .toBeGreaterThan(0);
    expect(await page.getByRole('main').innerText()).toMatch(PRICE_TEXT);
    expect(await page.getByRole('button', { name: 'Log In' }).count()).toBe(0);
    await context.close();
  });
});
