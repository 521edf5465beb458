/// <reference lib="dom" />
// The vehicle lists in a real browser: filters written to and read from the URL, paging through
// matching results, the locked tabs of a pending company, the staff status filter and the phone
// layout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, PHONE } from './support/browser.ts';
import { startProduct, type Product } from './support/product.ts';
import { DEMO_PASSWORD } from './support/pageSession.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';
import { PRICE_TEXT, restAccessToken } from './support/restSession.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

const MAKE = 'Toyota';
const YEARS = [2017, 2022] as const;
// Pages of 33 cards render slowly on a busy machine: the longer walks get their own time limit.
const LONG = 150_000;

async function logIn(page: Page, email: string, home: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === home, { timeout: 20_000 });
}

/** The total the api itself gives a dealer for a filter (REST, the dealer's own token). */
async function restTotal(email: string, query: string): Promise<number> {
  const token = await restAccessToken(product.apiUrl, email);
  const list = await fetch(`${product.apiUrl}/api/vehicle?resourcesPerPage=1&${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await list.json()) as { total: number }).total;
}

const cards = (page: Page) => page.getByTestId('vehicle-card');

async function shownTotal(page: Page): Promise<number> {
  const text = await page
    .getByText(/^\d+ vehicles?$/)
    .first()
    .innerText();
  return Number(text.split(' ')[0]);
}

/** Year and make from every card title ('2019 Toyota RAV4') of the page. */
async function cardTitles(page: Page): Promise<{ year: number; rest: string }[]> {
  const titles = await cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
  return titles.map((title) => {
    const [, year, rest] = /^(\d{4}) (.+)$/.exec(title.trim()) ?? [];
    return { year: Number(year), rest: rest ?? '' };
  });
}

async function setSlider(thumb: Locator, value: number): Promise<void> {
  await thumb.focus();
  const now = Number(await thumb.getAttribute('aria-valuenow'));
  const key = value > now ? 'ArrowRight' : 'ArrowLeft';
  for (let i = 0; i < Math.abs(value - now); i++) await thumb.press(key);
  await expect.poll(() => thumb.getAttribute('aria-valuenow')).toBe(String(value));
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('a buyer of an accepted company', () => {
  it('filters by make and years, pages through matching results, and keeps the filter in the URL', async () => {
    const { context, page } = await newPage(browser, product.url);
    await logIn(page, 'buyer@canam.test', '/buyer/buyer-car-list');
    await expect.poll(() => cards(page).count()).toBe(33);
    const everything = await shownTotal(page);
    expect(everything).toBe(await restTotal('buyer@canam.test', ''));

    // One make and a year range.
    await chooseOption(page, 'Make', MAKE);
    await setSlider(page.getByRole('slider', { name: 'Year from' }), YEARS[0]);
    await setSlider(page.getByRole('slider', { name: 'Year to' }), YEARS[1]);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/make=Toyota/);
    const url = new URL(page.url());
    expect(url.searchParams.get('yearFrom')).toBe(String(YEARS[0]));
    expect(url.searchParams.get('yearTo')).toBe(String(YEARS[1]));
    const expected = await restTotal(
      'buyer@canam.test',
      `make=${MAKE}&year1=${YEARS[0]}&year2=${YEARS[1]}`,
    );
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => shownTotal(page)).toBe(expected);
    await expect.poll(() => cards(page).count()).toBe(expected);
    for (const { year, rest } of await cardTitles(page)) {
      expect(rest.startsWith(`${MAKE} `)).toBe(true);
      expect(year).toBeGreaterThanOrEqual(YEARS[0]);
      expect(year).toBeLessThanOrEqual(YEARS[1]);
    }
    expect(PRICE_TEXT.test(await page.locator('main').innerText())).toBe(true);

    // Reload: the same filter, in the form and in the results.
    await page.reload();
    await expect.poll(() => shownTotal(page)).toBe(expected);
    expect(await page.getByRole('combobox', { name: 'Make' }).innerText()).toContain(MAKE);
    expect(
      await page.getByRole('slider', { name: 'Year from' }).getAttribute('aria-valuenow'),
    ).toBe(String(YEARS[0]));

    // Every make in the year range: more than a page, paged through.
    await page.getByRole('button', { name: `Clear make` }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => !u.searchParams.has('make'));
    const inRange = await restTotal('buyer@canam.test', `year1=${YEARS[0]}&year2=${YEARS[1]}`);
    expect(inRange).toBeGreaterThan(33);
    await expect.poll(() => shownTotal(page)).toBe(inRange);
    let seen = 0;
    for (let pageNumber = 1; seen < inRange; pageNumber++) {
      if (pageNumber > 1) {
        await page.getByRole('link', { name: `Page ${pageNumber}`, exact: true }).click();
        await page.waitForURL(new RegExp(`page=${pageNumber}`));
      }
      const expectedOnPage = Math.min(33, inRange - seen);
      await expect.poll(() => cards(page).count()).toBe(expectedOnPage);
      for (const { year } of await cardTitles(page)) {
        expect(year).toBeGreaterThanOrEqual(YEARS[0]);
        expect(year).toBeLessThanOrEqual(YEARS[1]);
      }
      seen += expectedOnPage;
      expect(pageNumber).toBeLessThan(5);
    }
    expect(seen).toBe(inRange);

    // Back: the previous page, then the make filter again (form included), then no filter.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect.poll(() => cards(page).count()).toBe(33);
    await page.goBack();
    await expect.poll(() => shownTotal(page)).toBe(expected);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Make' }).innerText())
      .toContain(MAKE);
    await page.goBack();
    await expect.poll(() => shownTotal(page)).toBe(everything);
    await context.close();
  }, 240_000);

  it(
    'switches between grid and list, kept in the URL',
    async () => {
      const { context, page } = await newPage(browser, product.url);
      await logIn(page, 'buyer@canam.test', '/buyer/buyer-car-list');
      await expect.poll(() => cards(page).count()).toBe(33);
      await page.getByRole('button', { name: 'List view' }).click();
      await page.waitForURL(/view=list/);
      await expect.poll(() => cards(page).count()).toBe(0);
      expect(
        await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed'),
      ).toBe('true');
      await page.goBack();
      await expect.poll(() => cards(page).count()).toBe(33);
      await context.close();
    },
    LONG,
  );
});

describe('a buyer of a pending company', () => {
  it(
    'sees the offers, purchases and settings tabs disabled and no prices',
    async () => {
      const { context, page } = await newPage(browser, product.url);
      await logIn(page, 'pending.buyer@canam.test', '/buyer/buyer-car-list');
      await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
      for (const name of [
        'Active Offers',
        'Expired Offers',
        'Purchases',
        'Notification settings',
      ]) {
        expect(await page.getByRole('tab', { name }).isDisabled()).toBe(true);
      }
      expect(await page.getByRole('tab', { name: 'Vehicles' }).isDisabled()).toBe(false);
      expect(await page.getByRole('slider', { name: 'Price from' }).count()).toBe(0);
      expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
      await context.close();
    },
    LONG,
  );
});

describe('an admin', () => {
  it(
    'lists Ready To Sell by default, and more with Full inventory',
    async () => {
      const { context, page } = await newPage(browser, product.url);
      await logIn(page, 'admin@canam.test', '/admin/vehicles/list');
      const status = page.getByRole('combobox', { name: 'Status' });
      await expect.poll(() => status.innerText()).toContain('Ready To Sell');
      await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
      const readyToSell = await shownTotal(page);
      await page.getByText('Full inventory', { exact: true }).click();
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/fullInventory=1/);
      await expect.poll(() => shownTotal(page)).toBeGreaterThan(readyToSell);
      await context.close();
    },
    LONG,
  );
});

describe('a phone-sized screen', () => {
  it(
    'gets the sidebar menu instead of the nav links, and the filters in a drawer',
    async () => {
      const { context, page } = await newPage(browser, product.url, PHONE);
      await logIn(page, 'buyer@canam.test', '/buyer/buyer-car-list');
      await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).count()).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      expect(await page.getByLabel('Stock or VIN').count()).toBe(0);
      await page.getByRole('button', { name: /Filters/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await drawer.getByLabel('Stock or VIN').fill('CA24017');
      await drawer.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/search=CA24017/);
      await expect.poll(() => drawer.isVisible()).toBe(false);
      await expect.poll(() => cards(page).count()).toBe(1);
      await context.close();
    },
    LONG,
  );
});
