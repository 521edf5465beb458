/// <reference lib="dom" />
// What must not cover what, in a real browser. The home banner never opens over another modal: a
// guest who opened the login modal before the banner's second was up, and the company
// registration's redirect home with the login modal open. The banner records its decision in the
// session, so the tests wait for that decision rather than for time. And the welcome toast never
// covers the navbar's Logout (desktop) or its menu (phone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@canam/api/seed/demoAccounts';
import { startProductWithMail, type MailingProduct } from './support/product.ts';
import { newPage, PHONE } from './support/browser.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';
import homeRouteQuery from '../web/src/__generated__/HomeRouteQuery.graphql.ts';

// BannerModal.tsx: the session key and the value of a banner skipped over another modal.
const BANNER_KEY = 'canam.home-banner-seen';
const SKIPPED = 'skipped';
const LAPTOP = { width: 1366, height: 768 };

let stack: MailingProduct;
let browser: Browser;
beforeAll(async () => ({ product: stack, browser } = await startInBrowser(startProductWithMail)));
afterAll(() => closeInBrowser(browser, stack));

const bannerDecision = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key), BANNER_KEY);

/** Once the banner has decided: the login modal is the one dialog on the page. */
async function expectOnlyTheLoginModal(page: Page): Promise<void> {
  await expect.poll(() => bannerDecision(page)).toBe(SKIPPED);
  expect(await page.getByRole('dialog', { name: 'Log In' }).isVisible()).toBe(true);
  expect(await page.getByRole('dialog').count()).toBe(1);
}

/** A new dealer's company registration link, from the sign-up's e-mail. */
async function registrationLink(email: string): Promise<string> {
  const signUp = await fetch(`${stack.apiUrl}/api/user/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Rosa',
      lastName: 'Lindqvist',
      email,
      rolesId: [3],
      userDetails: { officePhoneNumber: '+15185550198', acceptEmail: true, acceptSms: false },
      password: 'Dealer2024!',
    }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  for (;;) {
    const mail = await stack.sink.waitForMail(email);
    const link = mail.links.find((href) =>
      new URL(href).pathname.startsWith('/buyer/company-create/'),
    );
    if (link) return link;
  }
}

describe('the home banner', () => {
  it('stays closed when a guest opens the login modal before its second is up', async () => {
    const { context, page } = await newPage(browser, stack.url, LAPTOP);
    // The banner's second starts once the home page has its data: holding that answer until the
    // login modal is open makes sure the guest's click comes first, however slow the machine.
    let releaseHome!: () => void;
    const homeHeld = new Promise<void>((resolve) => (releaseHome = resolve));
    await page.route('**/graphql', async (route) => {
      // the web sends its persisted operations by id
      if ((route.request().postData() ?? '').includes(homeRouteQuery.params.id!)) await homeHeld;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('dialog', { name: 'Log In' }).waitFor();
    releaseHome();
    await expectOnlyTheLoginModal(page);
    await context.close();
  });

  it('stays closed over the login modal of the company registration redirect', async () => {
    const email = `rosa.${Date.now()}@northway-motors.test`;
    const { context, page } = await newPage(browser, stack.url, LAPTOP);
    await page.goto(await registrationLink(email));
    await page.getByLabel('Commercial name').fill('Northway Motors');
    await page.getByLabel('Company name').fill('Northway Motors LLC');
    await page.getByRole('combobox', { name: 'Address' }).fill('12901');
    await page.getByRole('option', { name: /Plattsburgh, NY 12901/ }).click();
    await expect.poll(() => page.getByLabel('ZIP').inputValue()).toBe('12901');
    await page.getByLabel('Street').fill('40 Cornelia Street');
    await page.getByLabel('Billing contact email').fill('billing@northway-motors.test');
    await page.getByRole('button', { name: 'Save' }).click();
    // six seconds after 'Company successfully registered': home, with the login modal open
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    await expectOnlyTheLoginModal(page);
    await context.close();
  });
});

/** Whether what the pointer would hit at the middle of `target` is `target` itself. */
function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function logInAsBuyer(page: Page): Promise<Locator> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('buyer@canam.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  const welcome = page.getByRole('status').filter({ hasText: /^Welcome/ });
  await welcome.waitFor();
  return welcome;
}

describe('the welcome toast', () => {
  it('leaves Logout uncovered on a laptop', async () => {
    const { context, page } = await newPage(browser, stack.url, LAPTOP);
    const welcome = await logInAsBuyer(page);
    const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
    await logout.waitFor();
    expect(await isUncovered(logout)).toBe(true);
    // the toast was still there when Logout was looked at
    expect(await welcome.isVisible()).toBe(true);
    await context.close();
  });

  it('leaves the navbar uncovered on a phone, and Logout in its menu', async () => {
    const { context, page } = await newPage(browser, stack.url, PHONE);
    const welcome = await logInAsBuyer(page);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await menu.waitFor();
    expect(await isUncovered(menu)).toBe(true);
    await menu.click();
    const logout = page.getByRole('dialog', { name: 'Menu' }).getByRole('button', {
      name: 'Logout',
    });
    await logout.waitFor();
    await expect.poll(() => isUncovered(logout)).toBe(true);
    expect(await welcome.isVisible()).toBe(true);
    await context.close();
  });
});
