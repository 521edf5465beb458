/// <reference lib="dom" />
// Back office III end to end in a real browser, with real e-mail: a new dealer signs up, logs in
// and registers its company; an admin accepts the company in Pending and the dealer's open
// inventory shows prices without a reload; the dealer, now a client, adds a sub-user who accepts
// the invitation and logs in; the client deactivates it and the sub-user's next request is
// refused. The reviewer sees only Users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { COMPANY_REVIEW_MESSAGES } from '@canam/domain/forms/companyReview';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import { TEAM_MESSAGES } from '@canam/domain/forms/teamMember';
import { newPage, PHONE } from './support/browser.ts';
import { logIn, pageGraphql, shoot, SLOW, watchForReloads } from './support/pageSession.ts';
import { startProductWithMail, type MailingProduct } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';
import { PRICE_TEXT } from './support/restSession.ts';

const STAMP = Date.now();
const DEALER = { email: `owen.${STAMP}@harbour-motors.test`, first: 'Owen', last: 'Fairweather' };
const SUB_USER = { email: `tess.${STAMP}@harbour-motors.test`, first: 'Tess', last: 'Okafor' };
const DEALER_PASSWORD = 'Harbour2026!';
const SUB_USER_PASSWORD = 'Lotside2026#';
const COMPANY = `Harbour Motors ${STAMP}`;

let stack: MailingProduct;
let browser: Browser;
beforeAll(async () => ({ product: stack, browser } = await startInBrowser(startProductWithMail)));
afterAll(() => closeInBrowser(browser, stack));

/** The next mail to `to` with a link whose path starts with `prefix` (other mails skipped). */
async function linkMailed(to: string, prefix: string): Promise<string> {
  for (;;) {
    const mail = await stack.sink.waitForMail(to);
    const link = mail.links.find((href) => new URL(href).pathname.startsWith(prefix));
    if (link) return link;
  }
}

const bodyText = (page: Page) => page.locator('body').innerText();
const showsText = async (page: Page, text: string) => (await bodyText(page)).includes(text);

async function signUp(page: Page): Promise<void> {
  await page.goto('/buyer/create');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEALER.email);
  await page.getByLabel('First name').fill(DEALER.first);
  await page.getByLabel('Last name').fill(DEALER.last);
  await page.getByLabel('Office phone').fill('2075550142');
  await page.getByLabel('Password', { exact: true }).fill(DEALER_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEALER_PASSWORD);
  await page.getByText('I accept the').click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => showsText(page, SIGN_UP_MESSAGES.confirmationSent), SLOW).toBe(true);
  await page.getByRole('button', { name: 'Accept' }).click();
}

async function registerCompany(page: Page): Promise<void> {
  await page.goto(await linkMailed(DEALER.email, '/buyer/company-create/'));
  await page.getByLabel('Commercial name').fill(COMPANY);
  await page.getByLabel('Company name').fill(`${COMPANY} LLC`);
  await page.getByRole('combobox', { name: 'Address' }).fill('04101');
  await page.getByRole('option', { name: /Portland, ME 04101/ }).click();
  await page.getByLabel('Street').fill('1 Commercial Street');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => showsText(page, ACCOUNT_MESSAGES.companyRegistered), SLOW).toBe(true);
  // Six seconds later the form sends its user home.
  await page.waitForURL((url) => url.pathname === '/', SLOW);
}

/** The admin accepts the company of a user found on the Pending page. */
async function acceptInPending(page: Page): Promise<void> {
  await page.goto('/admin/users/registry');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(DEALER.email);
  const validations = page.getByRole('button', {
    name: `Company validations: ${DEALER.first} ${DEALER.last}`,
  });
  await validations.first().click();
  const dialog = page.getByRole('dialog');
  // The visible control (its label), clicked once the dialog has settled: the input itself is
  // visually hidden, and a forced click would not wait for the dialog's opening to end.
  const companyName = dialog.getByRole('checkbox', { name: /company name/i });
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: /company name/i }) })
    .click();
  await expect.poll(() => companyName.isChecked(), SLOW).toBe(true);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => showsText(page, COMPANY_REVIEW_MESSAGES.validationsUpdated), SLOW)
    .toBe(true);
  // Save closes the modal; it opens again for the decision.
  await expect.poll(() => dialog.count(), SLOW).toBe(0);
  await validations.first().click();
  await expect
    .poll(() => dialog.getByRole('button', { name: 'Accept' }).isEnabled(), SLOW)
    .toBe(true);
  await shoot(page, 'issue13-validations-modal');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => showsText(page, COMPANY_REVIEW_MESSAGES.statusUpdated), SLOW).toBe(true);
}

describe('a new dealer company, from sign-up to its own team', () => {
  it('is accepted in Pending, sees prices at once, and manages its users', async () => {
    const dealer = await newPage(browser, stack.url);
    await signUp(dealer.page);
    await logIn(dealer.page, DEALER.email, DEALER_PASSWORD);
    await registerCompany(dealer.page);

    // The dealer keeps its session while its company waits: the inventory has no prices.
    await dealer.page.goto('/buyer/car-list');
    await expect
      .poll(() => dealer.page.getByTestId('vehicle-card').count(), SLOW)
      .toBeGreaterThan(0);
    expect(PRICE_TEXT.test(await bodyText(dealer.page))).toBe(false);
    const stayedLive = await watchForReloads(dealer.page);

    const admin = await newPage(browser, stack.url);
    await logIn(admin.page, 'admin@canam.test');
    await acceptInPending(admin.page);

    await expect.poll(async () => PRICE_TEXT.test(await bodyText(dealer.page)), SLOW).toBe(true);
    await stayedLive();
    await shoot(dealer.page, 'issue13-dealer-prices-live');

    // The client adds a sub-user from its Users page.
    await dealer.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Users' })
      .click();
    await dealer.page.waitForURL((url) => url.pathname === '/buyer/users', SLOW);
    await dealer.page.getByRole('button', { name: 'Add user' }).click();
    const form = dealer.page.getByRole('dialog');
    await form.getByLabel('First name').fill(SUB_USER.first);
    await form.getByLabel('Last name').fill(SUB_USER.last);
    await form.getByLabel('Email').fill(SUB_USER.email);
    await form.getByLabel('Office phone').fill('2075550199');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => showsText(dealer.page, TEAM_MESSAGES.created), SLOW).toBe(true);
    await expect.poll(() => dealer.page.getByText(SUB_USER.email).count(), SLOW).toBeGreaterThan(0);
    await shoot(dealer.page, 'issue13-client-users');

    // The same address again is taken.
    await dealer.page.getByRole('button', { name: 'Add user' }).click();
    const again = dealer.page.getByRole('dialog');
    await again.getByLabel('First name').fill('Tessa');
    await again.getByLabel('Last name').fill('Again');
    await again.getByLabel('Email').fill(SUB_USER.email.toUpperCase());
    await again.getByLabel('Office phone').fill('2075550198');
    await again.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => showsText(dealer.page, TEAM_MESSAGES.emailTaken), SLOW).toBe(true);
    await again
      .getByRole('button', { name: /close|cancel/i })
      .first()
      .click();

    // The sub-user accepts the invitation, on a phone, and logs in with prices.
    const subUser = await newPage(browser, stack.url, PHONE);
    await subUser.page.goto(await linkMailed(SUB_USER.email, '/buyer/user/confirm/'));
    await subUser.page.getByLabel('Password', { exact: true }).fill(SUB_USER_PASSWORD);
    await subUser.page.getByLabel('Confirm password').fill(SUB_USER_PASSWORD);
    await subUser.page.getByRole('button', { name: 'Create password' }).click();
    await subUser.page.waitForURL((url) => url.pathname === '/auth/login', SLOW);
    await logIn(subUser.page, SUB_USER.email, SUB_USER_PASSWORD);
    await subUser.page.waitForURL((url) => url.pathname === '/buyer/buyer-car-list', SLOW);
    await expect.poll(async () => PRICE_TEXT.test(await bodyText(subUser.page)), SLOW).toBe(true);

    const subUserToken = await subUser.page.evaluate(() => localStorage.getItem('access-token'));
    expect(subUserToken).toBeTruthy();

    // The client deactivates it after the confirm box; its next request is refused.
    await dealer.page
      .getByRole('button', { name: `Deactivate ${SUB_USER.first} ${SUB_USER.last}` })
      .click();
    await dealer.page.getByRole('button', { name: 'YES' }).click();
    await expect.poll(() => showsText(dealer.page, TEAM_MESSAGES.statusUpdated), SLOW).toBe(true);
    const refused = (await (
      await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${subUserToken}` },
        body: JSON.stringify({ query: '{ viewer { isLoggedIn } }' }),
      })
    ).json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The sub-user's open page ends its session by itself: logged out, on the public site.
    const storedToken = () =>
      subUser.page.evaluate(() => localStorage.getItem('access-token')).catch(() => 'navigating');
    await expect.poll(storedToken, SLOW).toBeNull();
    await subUser.page.goto('/auth/login');
    await subUser.page.getByLabel('Email').fill(SUB_USER.email);
    await subUser.page.getByLabel('Password', { exact: true }).fill(SUB_USER_PASSWORD);
    await subUser.page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => showsText(subUser.page, 'User Inactive.'), SLOW).toBe(true);

    for (const { context } of [dealer, admin, subUser]) await context.close();
  });
});

describe('the reviewer', () => {
  it('lands on assign-company and sees only Users', async () => {
    const { context, page } = await newPage(browser, stack.url);
    await logIn(page, 'reviewer@canam.test');
    await page.waitForURL((url) => url.pathname === '/admin/assign-company', SLOW);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link').allInnerTexts(), SLOW).toEqual(['Users']);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Pre registration' }).count(), SLOW)
      .toBeGreaterThan(0);
    const rows = await pageGraphql<{ dealerRegistrations: { totalCount: number } }>(
      page,
      '{ dealerRegistrations(tab: PRE_REGISTRATION) { totalCount } }',
    );
    expect(rows.dealerRegistrations.totalCount).toBeGreaterThan(0);
    await shoot(page, 'issue13-assign-company');
    // The back office's vehicle pages are not the reviewer's.
    await page.goto('/admin/vehicles/list');
    await page.waitForURL((url) => url.pathname === '/', SLOW);
    await context.close();
  });
});
