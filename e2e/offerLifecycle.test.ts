/// <reference lib="dom" />
// A dealer's negotiation over time in a real browser: an offer is the card's Current Offer (to
// Active Offers) while it lives; once the api's expiry job runs past its 18 hours (the test moves
// the job's clock, the only clock the product lets it move) the open page turns it into
// 'Offer expired' (to Expired Offers, with the panel open on the tab the vehicle is in) and offers
// Make an Offer again, which starts the negotiation anew. A vehicle released tomorrow shows Make
// an Offer and Buy Now disabled with the reason, until the browser's clock passes its release.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, PHONE } from './support/browser.ts';
import { logIn, pageGraphql, shoot, SLOW } from './support/pageSession.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

const LAPTOP = { width: 1366, height: 900 };
const NOT_RELEASED = 'Offers and Buy Now open when this vehicle is available';

interface Candidate {
  id: string;
  vin: string;
  status: string;
  releaseDate: string | null;
  price: { amount: string } | null;
  offerClient: { status: string; expiresAt: string } | null;
}

/** The vehicles the logged-in dealer sees on sale (Ready To Sell or In Stock), with its offers. */
async function dealerVehicles(page: Page): Promise<Candidate[]> {
  const data = await pageGraphql<{ vehicles: { edges: { node: Candidate }[] } }>(
    page,
    `
      {
        vehicles(first: 100, filter: { status: [ReadyToSell, InStock] }) {
          edges {
            node {
              id
              vin
              status
              releaseDate
              price {
                amount
              }
              offerClient {
                status
                expiresAt
              }
            }
          }
        }
      }
    `,
  );
  return data.vehicles.edges.map((edge) => edge.node);
}

const released = (vehicle: Candidate) =>
  vehicle.releaseDate === null || Date.parse(vehicle.releaseDate) <= Date.now();

/** The card of the vehicle with this VIN among the cards of a list. */
const cardOf = (page: Page, vin: string): Locator =>
  page.getByTestId('vehicle-card').filter({ hasText: vin });

/** Where a link goes, as the tab and the opened offers panel of its URL. */
async function targetOf(link: Locator): Promise<{ tab: string | null; offers: string | null }> {
  const url = new URL((await link.getAttribute('href')) ?? '', 'http://x');
  return { tab: url.searchParams.get('tab'), offers: url.searchParams.get('offers') };
}

async function offer(page: Page, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Make an Offer' }).click();
  await page.getByLabel('Your offer').fill(amount);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.getByText('Offer sent').count(), SLOW).toBeGreaterThan(0);
}

describe('a negotiation that expires', () => {
  it('turns Current Offer into Offer expired on the Expired Offers tab, and lets the dealer offer again', async () => {
    const { context, page } = await newPage(browser, product.url, LAPTOP);
    await logIn(page, 'client@canam.test');
    const vehicle = (await dealerVehicles(page)).find(
      (candidate) => released(candidate) && candidate.price && !candidate.offerClient,
    );
    if (!vehicle) throw new Error('The seed has no released, priced vehicle without an offer');

    // The offer lives: Current Offer jumps to Active Offers with the vehicle's panel open.
    await page.goto(`/vehicle/${encodeURIComponent(vehicle.vin)}`);
    await offer(page, '1000');
    const current = page.getByRole('link', { name: /Current Offer USD\$ 1,000\.00/ });
    await expect.poll(() => current.count(), SLOW).toBe(1);
    expect(await targetOf(current)).toEqual({ tab: 'active-offers', offers: vehicle.id });
    expect(await page.getByRole('button', { name: 'Make an Offer' }).count()).toBe(0);

    // Its 18 hours pass for the api: the open page hears of it, without a reload.
    const [mine] = (await dealerVehicles(page)).filter((candidate) => candidate.id === vehicle.id);
    expect(mine?.offerClient?.status).toBe('ACTIVE');
    expect(await product.expireOffersAt(new Date(mine!.offerClient!.expiresAt))).toBeGreaterThan(0);
    const expired = page.getByRole('link', { name: 'Offer expired (USD$ 1,000.00)' });
    await expect.poll(() => expired.count(), SLOW).toBe(1);
    expect(await current.count()).toBe(0);
    expect(await targetOf(expired)).toEqual({ tab: 'expired-offers', offers: vehicle.id });
    await expect
      .poll(() => page.getByRole('button', { name: 'Make an Offer' }).count(), SLOW)
      .toBe(1);
    await shoot(page, 'detail-offer-expired-1366');

    // On the Expired Offers tab the card's link opens the panel there, where the vehicle is.
    await page.goto('/buyer/car-list?tab=expired-offers');
    const card = cardOf(page, vehicle.vin);
    await expect.poll(() => card.count(), SLOW).toBe(1);
    await shoot(page, 'expired-offers-tab-1366');
    await card.getByRole('link', { name: 'Offer expired (USD$ 1,000.00)' }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('tab') === 'expired-offers' &&
        url.searchParams.get('offers') === vehicle.id,
    );
    const panel = page.getByTestId('offers-panel');
    await expect.poll(() => panel.getByText('Offer expired').count(), SLOW).toBeGreaterThan(0);
    await expect.poll(() => cardOf(page, vehicle.vin).count(), SLOW).toBe(1);
    await shoot(page, 'expired-offers-panel-1366');

    // A new offer starts the negotiation again: Current Offer, and the vehicle is active again.
    await page.goto(`/vehicle/${encodeURIComponent(vehicle.vin)}`);
    await offer(page, '1100');
    const again = page.getByRole('link', { name: /Current Offer USD\$ 1,100\.00/ });
    await expect.poll(() => again.count(), SLOW).toBe(1);
    expect(await page.getByRole('link', { name: /Offer expired/ }).count()).toBe(0);
    await again.click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('tab') === 'active-offers' &&
        url.searchParams.get('offers') === vehicle.id,
    );
    await expect.poll(() => cardOf(page, vehicle.vin).count(), SLOW).toBe(1);
    await page.setViewportSize(PHONE);
    await shoot(page, 'active-offers-again-375');
    await context.close();
  });
});

describe('a vehicle released in the future', () => {
  it('shows Make an Offer and Buy Now disabled with the reason until its release passes', async () => {
    const { context, page } = await newPage(browser, product.url, PHONE);
    await logIn(page, 'buyer@canam.test');
    const vehicle = (await dealerVehicles(page)).find(
      (candidate) => !released(candidate) && candidate.price,
    );
    if (!vehicle) throw new Error('The seed has no priced vehicle released in the future');

    // The browser's clock runs on from now; the test moves it past the release below.
    await page.clock.install();
    await page.goto(`/vehicle/${encodeURIComponent(vehicle.vin)}`);
    const offerButton = page.getByRole('button', { name: 'Make an Offer' });
    const buyButton = page.getByRole('button', { name: 'Buy Now' });
    await expect.poll(() => page.getByText(NOT_RELEASED).count(), SLOW).toBe(1);
    expect(await offerButton.isDisabled()).toBe(true);
    expect(await buyButton.isDisabled()).toBe(true);
    // Keyboard and screen-reader users reach the reason on each button.
    expect(await page.getByLabel(`Make an Offer: ${NOT_RELEASED}`).count()).toBe(1);
    expect(await page.getByLabel(`Buy Now: ${NOT_RELEASED}`).count()).toBe(1);
    await shoot(page, 'detail-unreleased-375');

    await page.clock.fastForward(Date.parse(vehicle.releaseDate!) - Date.now() + 1_000);
    await expect.poll(() => offerButton.isEnabled(), SLOW).toBe(true);
    expect(await buyButton.isEnabled()).toBe(true);
    expect(await page.getByText(NOT_RELEASED).count()).toBe(0);
    expect(await page.getByText('Available Now').count()).toBeGreaterThan(0);
    await context.close();
  });
});
