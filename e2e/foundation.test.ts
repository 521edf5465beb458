/// <reference lib="dom" />
// Walking skeleton, end to end in a real browser: guests see no prices, every demo role logs in
// and lands on its home route, an accepted company's buyer sees prices.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { homeRouteFor } from '@canam/domain/roles';
import { demoAccounts } from '@canam/api/seed/demoAccounts';
import { newPage, PHONE } from './support/browser.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';
import { PRICE_TEXT } from './support/restSession.ts';
import { webDistDir } from '../scripts/stack.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('guest', () => {
  it('sees inventory cards with photos and without prices, and pages through them', async () => {
    const { context, page } = await newPage(browser, product.url);
    await page.goto('/inventory/vehicles');
    const cards = page.getByTestId('vehicle-card');
    await expect.poll(() => cards.count()).toBe(6);
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    const firstTitle = await cards.first().getByRole('heading').innerText();
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => cards.first().getByRole('heading').innerText()).not.toBe(firstTitle);
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    await context.close();
  });

  it('gets the JavaScript and CSS compressed (brotli) from the front server', async () => {
    const { context, page } = await newPage(browser, product.url);
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (/\.(js|css)$/.test(url.pathname) && url.pathname.startsWith('/assets/')) {
        encodings.set(url.pathname, response.headers()['content-encoding']);
      }
    });
    await page.goto('/inventory/vehicles');
    await expect.poll(() => page.getByTestId('vehicle-card').count()).toBe(6);
    expect(encodings.size).toBeGreaterThan(3);
    // Tiny chunks (under 1 KiB) are not worth compressing; every larger one comes as brotli.
    const entry = [...encodings].find(([pathname]) => /\/index-[^/]+\.js$/.test(pathname));
    expect(entry?.[1]).toBe('br');
    await context.close();
  });

  it('has built copies (gzip by zopfli, brotli) that are exactly the files they stand for', async () => {
    const assets = path.join(webDistDir, 'assets');
    const copies = (await readdir(assets)).filter((name) => /\.(gz|br)$/.test(name));
    expect(copies.length).toBeGreaterThan(20);
    for (const copy of copies) {
      const [compressed, original] = await Promise.all([
        readFile(path.join(assets, copy)),
        readFile(path.join(assets, copy.replace(/\.(gz|br)$/, ''))),
      ]);
      const restored = copy.endsWith('.gz')
        ? gunzipSync(compressed)
        : brotliDecompressSync(compressed);
      expect(restored.equals(original), copy).toBe(true);
      expect(compressed.length, copy).toBeLessThan(original.length);
    }
  });

  it('gets a real not-found page for an unknown route', async () => {
    const { context, page } = await newPage(browser, product.url);
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await context.close();
  });

  it('is told when the credentials are wrong', async () => {
    const { context, page } = await newPage(browser, product.url);
    await logIn(page, 'admin@canam.test', 'Wrong-password1!');
    await expect
      .poll(() => page.getByText('Invalid login credentials.').count())
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await context.close();
  });
});

describe('every demo role', () => {
  const loginable = demoAccounts.filter((account) => account.canLogIn);

  it.each(loginable.map((account) => [account.email, account] as const))(
    '%s logs in and lands on its home route',
    async (_email, account) => {
      const { context, page } = await newPage(browser, product.url);
      await logIn(page, account.email, account.password);
      const home = homeRouteFor([account.role]);
      await page.waitForURL((url) => url.pathname === home, { timeout: 20_000 });
      const stored = await page.evaluate(() => ({
        access: localStorage.getItem('access-token'),
        refresh: localStorage.getItem('refresh-token'),
        marketPlace: localStorage.getItem('marketPlace'),
      }));
      expect(stored.access).toBeTruthy();
      expect(stored.refresh).toBeTruthy();
      expect(stored.marketPlace).toBeTruthy();
      await context.close();
    },
  );
});

describe('dealers', () => {
  it('a buyer of an accepted company sees prices on its list', async () => {
    const { context, page } = await newPage(browser, product.url);
    await logIn(page, 'buyer@canam.test', 'Demo1234!');
    await page.waitForURL((url) => url.pathname === '/buyer/buyer-car-list');
    await expect.poll(() => page.getByTestId('vehicle-card').count()).toBeGreaterThan(0);
    await expect
      .poll(async () => PRICE_TEXT.test(await page.locator('body').innerText()))
      .toBe(true);
    await context.close();
  });

  it('a buyer of a pending company sees no prices', async () => {
    const { context, page } = await newPage(browser, product.url);
    await logIn(page, 'pending.buyer@canam.test', 'Demo1234!');
    await page.waitForURL((url) => url.pathname === '/buyer/buyer-car-list');
    await expect.poll(() => page.getByTestId('vehicle-card').count()).toBeGreaterThan(0);
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    await context.close();
  });

  it('a phone-sized screen gets the sidebar menu instead of the nav links', async () => {
    const { context, page } = await newPage(browser, product.url, PHONE);
    await page.goto('/inventory/vehicles');
    await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).count()).toBe(1);
    await context.close();
  });
});
