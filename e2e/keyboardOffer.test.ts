/// <reference lib="dom" />
// The offer flow with the keyboard alone, as a buyer without a mouse: find a vehicle, make an
// offer, read the seller's counter, accept it. Every control is reached with Tab and shows its
// focus; the offer form and the confirmation close with Escape and the focus goes back where it
// was; the offers panel and the confirmation keep the focus inside; the counter is announced
// politely, without taking the focus. axe finds nothing on the open form, the toast, the offers
// panel and the confirmation. The agent, on its own page, is not the subject and uses the mouse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, newPage } from './support/browser.ts';
import { dialogWithFocus, focusIsVisible, hasFocus, tabTo } from './support/keyboard.ts';
import { negotiableVehicles } from './support/negotiableVehicles.ts';
import { logIn, SLOW } from './support/pageSession.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

/** Tabs to `name`'s control and checks that its focus shows. */
async function tabToVisibly(page: Page, target: ReturnType<Page['getByRole']>): Promise<void> {
  await tabTo(page, target);
  expect(await focusIsVisible(page)).toBe(true);
}

/** Until no toast shows: one leaving while axe looks would have half-transparent text. */
async function noToasts(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('[data-scope="toast"][data-part="root"]').count(), SLOW)
    .toBe(0);
}

/** Tab a dozen times inside an open dialog: the focus never leaves it. */
async function focusStaysIn(page: Page, role: 'dialog' | 'alertdialog'): Promise<void> {
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    expect(await dialogWithFocus(page)).toBe(role);
  }
}

describe('a buyer with the keyboard alone', () => {
  it('finds a vehicle, offers, reads the counter and accepts it', async () => {
    const agent = await newPage(browser, product.url, DESKTOP);
    await logIn(agent.page, 'agent@canam.test');
    const [vehicle] = await negotiableVehicles(agent.page);
    if (!vehicle)
      throw new Error('The seed has no released, priced vehicle of agent@ to negotiate');

    const { context, page } = await newPage(browser, product.url, DESKTOP);
    await logIn(page, 'buyer@canam.test');
    await page.goto('/buyer/buyer-car-list');
    const cards = page.getByTestId('vehicle-card');
    await expect.poll(() => cards.count(), SLOW).toBeGreaterThan(1);

    // Find: the search box, the VIN, Enter.
    await page.keyboard.press('Escape');
    await tabToVisibly(page, page.getByLabel('Stock or VIN'));
    await page.keyboard.type(vehicle.vin);
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count(), SLOW).toBe(1);

    // The offer form takes the buttons' place with the focus in its amount; Escape cancels it and
    // gives the focus back to Make an Offer.
    const makeOffer = cards.getByRole('button', { name: 'Make an Offer' });
    await tabToVisibly(page, makeOffer);
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Make an Offer' });
    const amount = form.getByLabel('Your offer');
    await expect.poll(() => form.count(), SLOW).toBe(1);
    await expect.poll(() => hasFocus(amount), SLOW).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => form.count(), SLOW).toBe(0);
    await expect.poll(() => hasFocus(makeOffer), SLOW).toBe(true);

    // Make an offer: the amount, then Send; the focus goes to the Current Offer link.
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(amount), SLOW).toBe(true);
    await page.keyboard.type('1000');
    await noToasts(page);
    expect(await axeViolations(page, 'the offer form')).toEqual([]);
    await tabToVisibly(page, form.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');
    const sent = page.getByRole('status').filter({ hasText: 'Offer sent' });
    await expect.poll(() => sent.count(), SLOW).toBeGreaterThan(0);
    const current = cards.getByRole('link', { name: /Current Offer USD\$ 1,000\.00/ });
    await expect.poll(() => hasFocus(current), SLOW).toBe(true);
    expect(await axeViolations(page, 'the "Offer sent" toast')).toEqual([]);

    // Read the counter: Current Offer opens the offers panel, which shows it as it arrives.
    const title = await cardTitle(page);
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('offers-panel');
    await expect.poll(() => panel.getByTestId('offer-chain-card').count(), SLOW).toBe(1);
    await expect.poll(() => dialogWithFocus(page), SLOW).toBe('dialog');
    await focusStaysIn(page, 'dialog');
    const focusedBefore = await page.evaluate(() => document.activeElement?.outerHTML);

    await agent.page.goto(`/agent/vehicles/list?search=${encodeURIComponent(vehicle.vin)}`);
    const agentCard = agent.page.getByTestId('vehicle-card');
    await expect.poll(() => agentCard.count(), SLOW).toBe(1);
    await agentCard.getByRole('button', { name: 'View Offers' }).click();
    const agentChain = agent.page.getByTestId('offers-panel').getByTestId('offer-chain-card');
    await expect.poll(() => agentChain.count(), SLOW).toBe(1);
    await agentChain.getByRole('textbox', { name: 'Counter-Offer' }).fill('1500');
    await agentChain.getByRole('button', { name: 'Counter' }).click();

    const counter = panel.locator('[data-testid="offer-history-item"][data-side="PROVIDER"]');
    await expect.poll(() => counter.count(), SLOW).toBe(1);
    const announcer = page.getByTestId('live-announcer');
    await expect
      .poll(() => announcer.innerText(), SLOW)
      .toBe(`Counter-offer of USD$ 1,500.00 on ${title}.`);
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    // the announcement left the focus where it was
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focusedBefore);
    await noToasts(page);
    expect(await axeViolations(page, 'the offers panel with the counter')).toEqual([]);

    // Accept it: the confirmation keeps the focus, Escape leaves it, YES accepts.
    const accept = panel.getByRole('button', { name: 'Accept' });
    await tabToVisibly(page, accept);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.count(), SLOW).toBe(1);
    await expect.poll(() => dialogWithFocus(page), SLOW).toBe('alertdialog');
    expect(await axeViolations(page, 'the confirmation')).toEqual([]);
    await focusStaysIn(page, 'alertdialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count(), SLOW).toBe(0);
    await expect.poll(() => hasFocus(accept), SLOW).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialogWithFocus(page), SLOW).toBe('alertdialog');
    await tabToVisibly(page, confirm.getByRole('button', { name: 'YES' }));
    await page.keyboard.press('Enter');
    const accepted = page.getByRole('status').filter({ hasText: 'Offer accepted' });
    await expect.poll(() => accepted.count(), SLOW).toBeGreaterThan(0);
    await expect.poll(() => panel.getByTestId('offers-panel-sold').count(), SLOW).toBe(1);

    await agent.context.close();
    await context.close();
  });
});

/** The title of the one card on the page, as the announcement names the vehicle. */
function cardTitle(page: Page): Promise<string> {
  return page.getByTestId('vehicle-card').getByRole('heading').first().innerText();
}
