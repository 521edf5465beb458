/// <reference lib="dom" />
// The vehicle card, detail page, public view and side panel in a real browser: a guest never
// sees a price from home to detail, an agent gets the pencil only on its own vehicles, the public
// view hides prices even from a dealer who may see them, and a phone can use the detail page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, PHONE } from './support/browser.ts';
import { logIn, pageGraphql, SLOW } from './support/pageSession.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

const PRICE = /USD\$ \d/;

const bodyText = (page: Page) => page.locator('body').innerText();

describe('a guest', () => {
  it('goes home, to the inventory and to a detail page without ever seeing a price', async () => {
    const { context, page } = await newPage(browser, product.url);
    await page.goto('/');
    await page.getByRole('link', { name: 'View Inventory' }).first().click();
    await page.waitForURL((url) => url.pathname === '/inventory/vehicles');
    expect(await bodyText(page)).not.toMatch(PRICE);

    const cards = page.getByTestId('vehicle-card');
    await expect.poll(() => cards.count(), SLOW).toBe(6);
    expect(await bodyText(page)).not.toMatch(PRICE);

    const title = cards.first().getByRole('heading').getByRole('link');
    const name = await title.innerText();
    await title.click();
    await page.waitForURL((url) => url.pathname.startsWith('/vehicle/'));
    await expect.poll(() => page.getByRole('heading', { level: 1, name }).count(), SLOW).toBe(1);
    expect(await page.getByText('US-landed Canadian vehicle', { exact: true }).count()).toBe(1);
    expect(await bodyText(page)).not.toMatch(PRICE);
    await context.close();
  });

  it('opens the side panel from a photo and goes on to the full screen page', async () => {
    const { context, page } = await newPage(browser, product.url, { width: 1440, height: 900 });
    await page.goto('/inventory/vehicles');
    const card = page.getByTestId('vehicle-card').first();
    await card.getByRole('button', { name: /Show the details/ }).click();
    const panel = page.getByTestId('vehicle-panel');
    await expect
      .poll(() => panel.getByText('US-landed Canadian vehicle', { exact: true }).count(), SLOW)
      .toBe(1);
    // Above 1280 px the panel takes a quarter of the width.
    expect(Math.round((await panel.boundingBox())!.width)).toBe(360);
    await panel.getByRole('link', { name: /View in full screen/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/vehicle/'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), SLOW).toBe(1);
    await context.close();
  });
});

describe('an agent', () => {
  it('sees the edit pencil only on the vehicles it owns', async () => {
    const { context, page } = await newPage(browser, product.url);
    await logIn(page, 'agent@canam.test');
    await page.goto('/agent/vehicles/list');
    const cards = page.getByTestId('vehicle-card');
    await expect.poll(() => cards.count(), SLOW).toBeGreaterThan(0);
    // Every card of the page, not only the first row that renders first.
    await page.getByTestId('vehicle-grid').and(page.locator('[aria-busy="false"]')).waitFor(SLOW);

    const data = await pageGraphql<{
      viewer: { user: { databaseId: number } };
      vehicles: { edges: { node: { vin: string; agent: { databaseId: number } | null } }[] };
    }>(
      page,
      `
        {
          viewer {
            user {
              databaseId
            }
          }
          vehicles(first: 100, filter: { fullInventory: true }) {
            edges {
              node {
                vin
                agent {
                  databaseId
                }
              }
            }
          }
        }
      `,
    );
    const me = data.viewer.user.databaseId;
    const owner = new Map(
      data.vehicles.edges.map(({ node }) => [node.vin, node.agent?.databaseId]),
    );

    let own = 0;
    let others = 0;
    for (const card of await cards.all()) {
      const vin = (await card.getByRole('button', { name: 'Copy VIN' }).locator('..').innerText())
        .trim()
        .split(/\s/)[0]!;
      expect(owner.has(vin)).toBe(true);
      const mine = owner.get(vin) === me;
      expect(await card.getByRole('link', { name: 'Edit vehicle' }).count()).toBe(mine ? 1 : 0);
      if (mine) own += 1;
      else others += 1;
    }
    expect(own).toBeGreaterThan(0);
    expect(others).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the public view', () => {
  it('shows the vehicle by the base64 of its id and never a price, even to a dealer', async () => {
    const { context, page } = await newPage(browser, product.url);
    await logIn(page, 'buyer@canam.test');
    const { publicVehicles } = await pageGraphql<{
      publicVehicles: { edges: { node: { publicId: string; title: string; vin: string } }[] };
    }>(page, '{ publicVehicles(first: 1) { edges { node { publicId title vin } } } }');
    const vehicle = publicVehicles.edges[0]!.node;
    // The dealer sees this vehicle's price on the detail page...
    await page.goto(`/vehicle/${vehicle.vin}`);
    await expect.poll(async () => PRICE.test(await bodyText(page)), SLOW).toBe(true);
    // ...and never on the public view.
    await page.goto(`/public/vehicle/${vehicle.publicId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: vehicle.title }).count(), SLOW)
      .toBe(1);
    expect(await bodyText(page)).not.toMatch(PRICE);
    expect(await page.getByRole('button', { name: /Share/ }).count()).toBe(1);
    await context.close();
  });

  it('is not found for an id that is not a vehicle', async () => {
    const { context, page } = await newPage(browser, product.url);
    await page.goto('/public/vehicle/not-an-id');
    await expect
      .poll(
        () => page.getByRole('heading', { name: 'We could not find this vehicle' }).count(),
        SLOW,
      )
      .toBe(1);
    await page.goto(`/vehicle/NOSUCHVIN0000000-nothing`);
    await expect
      .poll(
        () => page.getByRole('heading', { name: 'We could not find this vehicle' }).count(),
        SLOW,
      )
      .toBe(1);
    await context.close();
  });
});

describe('on a phone', () => {
  it('the detail page fits the screen and its buttons work', async () => {
    const { context, page } = await newPage(browser, product.url, PHONE);
    await page.goto('/inventory/vehicles');
    const title = page.getByTestId('vehicle-card').first().getByRole('heading').getByRole('link');
    await title.click();
    await page.waitForURL((url) => url.pathname.startsWith('/vehicle/'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), SLOW).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => page.getByText(/^2 \/ \d$/).count(), SLOW).toBe(1);
    const offer = page.getByRole('button', { name: /Make an Offer/ });
    expect((await offer.boundingBox())!.width).toBeGreaterThan(100);
    await offer.click();
    await expect.poll(() => page.getByRole('dialog').getByLabel('Email').count(), SLOW).toBe(1);
    await context.close();
  });
});
