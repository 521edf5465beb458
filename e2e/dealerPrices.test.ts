/// <reference lib="dom" />
// Prices wherever a vehicle card shows, in a real browser: a buyer of an accepted company who
// logs in from the home page on a phone sees on the inventory ('Buy now!') and on the home
// carousel the same prices the api gives it, and Buy Now's confirmation names the vehicle and its
// price; a guest and a buyer of a pending company see no price, and the pending buyer's offers
// panel says when prices will show instead of 'Not priced'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { formatMoney } from '@canam/domain/money';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import { DESKTOP, newPage, PHONE } from './support/browser.ts';
import { startProduct, type Product } from './support/product.ts';
import { DEMO_PASSWORD } from './support/pageSession.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';
import { PRICE_TEXT, restAccessToken } from './support/restSession.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

const BUY_QUESTION = 'Are you sure to buy this car?';
/** The home carousel's cards: the first 12 vehicles of the public list. */
const CAROUSEL_SIZE = 12;
/** The inventory's first page. */
const INVENTORY_PAGE = 6;
/** The machine running the tests may be busy: give the page time. */
const SLOW = { timeout: 20_000, interval: 200 };

/** A page whose home banner was already seen this session, so it does not cover the page. */
async function pageWithoutBanner(viewport = DESKTOP) {
  const opened = await newPage(browser, product.url, viewport);
  await opened.context.addInitScript(() => sessionStorage.setItem('canam.home-banner-seen', '1'));
  return opened;
}

/** A page of the public list as the api itself answers a caller (null: a guest). */
async function publicList(
  email: string | null,
  perPage: number,
  page = 1,
): Promise<Paged<VehicleDto>> {
  const headers: Record<string, string> = {};
  if (email) {
    headers.authorization = `Bearer ${await restAccessToken(product.apiUrl, email)}`;
  }
  const query = `resourcesPerPage=${perPage}&page=${page}`;
  const list = await fetch(`${product.apiUrl}/api/vehicle/public?${query}`, { headers });
  return (await list.json()) as Paged<VehicleDto>;
}

/** A card as the test reads it: its title, and its selling price or that none shows. */
const cardLine = (title: string, price: string | null) => `${title}: ${price ?? 'no price'}`;

/** The card a vehicle of the api's answer should make, with or without its price. */
function expectedCard(vehicle: VehicleDto, withPrice = true): string {
  const { year, make, model } = vehicle.vinNumber;
  const price = withPrice && vehicle.price ? formatMoney(vehicle.price) : null;
  return cardLine(`${year} ${make} ${model}`, price);
}

/** Each card's title and selling price (the price block's first line) as shown. */
async function shownCards(cards: Locator): Promise<string[]> {
  const lines: string[] = [];
  for (const card of await cards.all()) {
    const title = (await card.getByRole('heading').first().innerText()).trim();
    const price = card.getByTestId('vehicle-price');
    const shown = (await price.count()) ? (await price.innerText()).split('\n')[0]!.trim() : null;
    lines.push(cardLine(title, shown));
  }
  return lines;
}

const inventoryCards = (page: Page) => page.getByRole('main').getByTestId('vehicle-card');
const carouselCards = (page: Page) =>
  page.getByRole('region', { name: 'Vehicles on sale now' }).getByTestId('vehicle-card');

describe('prices on the public inventory and the home carousel', () => {
  it('shows a guest no price on either', async () => {
    const { data: inventory } = await publicList(null, INVENTORY_PAGE);
    const { data: showcase } = await publicList(null, CAROUSEL_SIZE);
    const { context, page } = await pageWithoutBanner();
    await page.goto('/inventory/vehicles');
    await expect
      .poll(() => shownCards(inventoryCards(page)), SLOW)
      .toEqual(inventory.map((vehicle) => expectedCard(vehicle, false)));
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);

    await page.getByRole('link', { name: /^CANAM (Marketplace )?home$/ }).click();
    await expect
      .poll(() => shownCards(carouselCards(page)), SLOW)
      .toEqual(showcase.map((vehicle) => expectedCard(vehicle, false)));
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    await context.close();
  });

  it('shows a buyer of an accepted company, logged in on a phone, the prices the api gives it', async () => {
    const BUYER = 'buyer@canam.test';
    const { data: inventory, total } = await publicList(BUYER, INVENTORY_PAGE);
    const { data: showcase } = await publicList(BUYER, CAROUSEL_SIZE);
    // The last page: past the buyer's own first list of 33, which would refresh those vehicles.
    const lastPage = Math.ceil(total / INVENTORY_PAGE);
    const { data: lastVehicles } = await publicList(BUYER, INVENTORY_PAGE, lastPage);
    expect(inventory.some((vehicle) => vehicle.price !== null)).toBe(true);
    expect(lastVehicles.some((vehicle) => vehicle.price !== null)).toBe(true);

    // As a guest: the home carousel, then the inventory's last page, both without prices.
    const { context, page } = await pageWithoutBanner(PHONE);
    await page.goto('/');
    await expect.poll(() => carouselCards(page).count(), SLOW).toBe(CAROUSEL_SIZE);
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    await page.getByRole('link', { name: 'Buy now!' }).click();
    await page.waitForURL((url) => url.pathname === '/inventory/vehicles');
    await page.getByRole('link', { name: `Page ${lastPage}`, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === String(lastPage));
    await expect
      .poll(() => shownCards(inventoryCards(page)), SLOW)
      .toEqual(lastVehicles.map((vehicle) => expectedCard(vehicle, false)));

    // Log in from the phone's menu, without leaving the application, then come back.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log In' }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Email').fill(BUYER);
    await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/buyer/buyer-car-list', { timeout: 20_000 });
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === String(lastPage));
    await expect
      .poll(() => shownCards(inventoryCards(page)), SLOW)
      .toEqual(lastVehicles.map((vehicle) => expectedCard(vehicle)));

    // The header's 'Buy now!': the inventory, priced as the api prices it for this buyer.
    await page.getByRole('link', { name: 'Buy now!' }).click();
    await page.waitForURL((url) => url.pathname === '/inventory/vehicles' && !url.search);
    await expect
      .poll(() => shownCards(inventoryCards(page)), SLOW)
      .toEqual(inventory.map((vehicle) => expectedCard(vehicle)));

    // Buy Now asks the specification's question, naming the vehicle and its price below it.
    const index = inventory.findIndex((vehicle) => vehicle.price !== null);
    const vehicle = inventory[index]!;
    await inventoryCards(page).nth(index).getByRole('button', { name: 'Buy Now' }).click();
    const confirmation = page.getByRole('alertdialog', { name: BUY_QUESTION });
    await confirmation.waitFor();
    const { year, make, model } = vehicle.vinNumber;
    await expect.poll(() => confirmation.innerText()).toContain(`${year} ${make} ${model}`);
    const text = await confirmation.innerText();
    expect(text).toContain(vehicle.stockNumber!);
    expect(text).toContain(formatMoney(vehicle.price!));
    expect(text.indexOf(BUY_QUESTION)).toBeLessThan(text.indexOf(formatMoney(vehicle.price!)));
    await confirmation.getByRole('button', { name: 'NO' }).click();
    await confirmation.waitFor({ state: 'detached' });

    // Back home: the carousel, now with the buyer's prices.
    await page.getByRole('link', { name: /^CANAM (Marketplace )?home$/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => shownCards(carouselCards(page)), SLOW)
      .toEqual(showcase.map((vehicle) => expectedCard(vehicle)));
    await context.close();
  });

  it('shows a buyer of a pending company no price, and says when prices will show', async () => {
    const { context, page } = await pageWithoutBanner();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('pending.buyer@canam.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/buyer/buyer-car-list', { timeout: 20_000 });

    // The api sends the pending buyer no price; an accepted buyer gets them for the same page.
    const { data: asPriced } = await publicList('buyer@canam.test', INVENTORY_PAGE);
    expect(asPriced.some((vehicle) => vehicle.price !== null)).toBe(true);
    await page.goto('/inventory/vehicles');
    await expect
      .poll(() => shownCards(inventoryCards(page)), SLOW)
      .toEqual(asPriced.map((vehicle) => expectedCard(vehicle, false)));
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);

    // A vehicle that has a price: the offers panel of its detail page does not call it unpriced.
    const priced = asPriced.find((vehicle) => vehicle.price !== null)!;
    const { make, model } = priced.vinNumber;
    await page.goto(`/vehicle/${priced.vinNumber.vinNumber}-${make}-${model}`);
    await page.getByRole('button', { name: 'View Offers' }).click();
    const panel = page.getByTestId('offers-panel');
    const price = panel
      .locator('dt', { hasText: /^Price$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => price.innerText(), SLOW).toBe('Shown once your company is accepted');
    expect(await panel.innerText()).not.toContain('Not priced');
    await context.close();
  });
});
