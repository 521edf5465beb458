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
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { startProduct, type Product } from './support/product.ts';

let product: Product;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const PASSWORD = 'Demo1234!';
const PRICE = /USD\$ \d{1,3}(,\d{3})*\.\d{2}/;
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

/** The first page of the public list as the api itself answers a caller (null: a guest). */
async function publicList(email: string | null, perPage: number): Promise<VehicleDto[]> {
  const headers: Record<string, string> = {};
  if (email) {
    const login = await fetch(`${product.apiUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, marketPlace: 1 }),
    });
    const { auth } = (await login.json()) as { auth: { accessToken: string } };
    headers.authorization = `Bearer ${auth.accessToken}`;
  }
  const list = await fetch(`${product.apiUrl}/api/vehicle/public?resourcesPerPage=${perPage}`, {
    headers,
  });
  return ((await list.json()) as Paged<VehicleDto>).data;
}

const priceOf = (vehicle: VehicleDto) => (vehicle.price ? formatMoney(vehicle.price) : null);

/** Each card's selling price as shown (the price block's first line), null when none shows. */
async function shownPrices(cards: Locator): Promise<(string | null)[]> {
  const prices: (string | null)[] = [];
  for (const card of await cards.all()) {
    const price = card.getByTestId('vehicle-price');
    prices.push((await price.count()) ? (await price.innerText()).split('\n')[0]!.trim() : null);
  }
  return prices;
}

const inventoryCards = (page: Page) => page.getByRole('main').getByTestId('vehicle-card');
const carouselCards = (page: Page) =>
  page.getByRole('region', { name: 'Vehicles on sale now' }).getByTestId('vehicle-card');

describe('prices on the public inventory and the home carousel', () => {
  it('shows a guest no price on either', async () => {
    const { context, page } = await pageWithoutBanner();
    await page.goto('/inventory/vehicles');
    await expect.poll(() => inventoryCards(page).count(), SLOW).toBe(INVENTORY_PAGE);
    expect(await shownPrices(inventoryCards(page))).toEqual(Array(INVENTORY_PAGE).fill(null));
    expect(await page.locator('body').innerText()).not.toMatch(PRICE);

    await page.getByRole('link', { name: 'CANAM home' }).click();
    await expect.poll(() => carouselCards(page).count(), SLOW).toBe(CAROUSEL_SIZE);
    expect(await shownPrices(carouselCards(page))).toEqual(Array(CAROUSEL_SIZE).fill(null));
    expect(await page.locator('body').innerText()).not.toMatch(PRICE);
    await context.close();
  });

  it('shows a buyer of an accepted company, logged in on a phone, the prices the api gives it', async () => {
    const inventory = await publicList('buyer@canam.test', INVENTORY_PAGE);
    const showcase = await publicList('buyer@canam.test', CAROUSEL_SIZE);
    expect(inventory.some((vehicle) => vehicle.price !== null)).toBe(true);

    // The home page as a guest first: its carousel, without prices, stays in the page's store.
    const { context, page } = await pageWithoutBanner(PHONE);
    await page.goto('/');
    await expect.poll(() => carouselCards(page).count(), SLOW).toBe(CAROUSEL_SIZE);
    expect(await page.locator('body').innerText()).not.toMatch(PRICE);

    // Log in from the phone's menu, without leaving the application.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log In' }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Email').fill('buyer@canam.test');
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/buyer/buyer-car-list', { timeout: 20_000 });

    // The header's 'Buy now!': the inventory, priced as the api prices it for this buyer.
    await page.getByRole('link', { name: 'Buy now!' }).click();
    await page.waitForURL((url) => url.pathname === '/inventory/vehicles');
    await expect
      .poll(() => shownPrices(inventoryCards(page)), SLOW)
      .toEqual(inventory.map(priceOf));

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

    // Back home: the carousel loads again for the buyer, now with its prices.
    await page.getByRole('link', { name: 'CANAM home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => shownPrices(carouselCards(page)), SLOW).toEqual(showcase.map(priceOf));
    await context.close();
  });

  it('shows a buyer of a pending company no price, and says when prices will show', async () => {
    const { context, page } = await pageWithoutBanner();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('pending.buyer@canam.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/buyer/buyer-car-list', { timeout: 20_000 });

    await page.goto('/inventory/vehicles');
    await expect.poll(() => inventoryCards(page).count(), SLOW).toBe(INVENTORY_PAGE);
    expect(await shownPrices(inventoryCards(page))).toEqual(Array(INVENTORY_PAGE).fill(null));
    expect(await page.locator('body').innerText()).not.toMatch(PRICE);

    // A vehicle that has a price: the offers panel of its detail page does not call it unpriced.
    const priced = (await publicList('buyer@canam.test', INVENTORY_PAGE)).find(
      (vehicle) => vehicle.price !== null,
    )!;
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
