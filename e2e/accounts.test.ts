/// <reference lib="dom" />
// Accounts end to end in a real browser, with real e-mail: the api sends by SMTP to an
// in-process SMTP server and the test follows the links of the mails it receives. Sign up →
// register the company → 'Company not active yet.' → staff accept it (PUT /api/company as an
// admin) → the new client lands on its list with prices. Then forgot password → new password →
// the used link has expired; and the e-mail preference by the link every mail carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import { startProductWithMail, type MailingProduct } from './support/product.ts';
import { newPage } from './support/browser.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';
import { PRICE_TEXT, restAccessToken } from './support/restSession.ts';
import registerCompany from '../web/src/__generated__/RegisterCompanyMutation.graphql.ts';

const EMAIL = `dana.${Date.now()}@greatlakes-auto.test`;
const FIRST_PASSWORD = 'Dealer2024!';
const NEW_PASSWORD = 'Changed2025#';

let stack: MailingProduct;
let browser: Browser;
beforeAll(async () => ({ product: stack, browser } = await startInBrowser(startProductWithMail)));
afterAll(() => closeInBrowser(browser, stack));

/** The next mail to EMAIL with a link whose path starts with `prefix` (other mails skipped). */
async function mailWithLink(prefix: string): Promise<{ text: string; link: string }> {
  for (;;) {
    const mail = await stack.sink.waitForMail(EMAIL);
    const link = mail.links.find((href) => new URL(href).pathname.startsWith(prefix));
    if (!link) continue;
    // a working link to this site, in the plain-text part
    expect(link.startsWith(stack.url)).toBe(true);
    expect(mail.text).toContain(link);
    return { text: mail.text, link };
  }
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Accepts a company as staff would: the admin's REST session and PUT /api/company. */
async function acceptCompany(companyId: number): Promise<void> {
  const token = await restAccessToken(stack.apiUrl, 'admin@canam.test');
  const answer = await fetch(`${stack.apiUrl}/api/company`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id: companyId, status: 1 }),
  });
  expect(answer.status).toBe(200);
}

describe('a dealer gets in', () => {
  it('signs up, registers its company, waits for acceptance and then sees prices', async () => {
    const { context, page } = await newPage(browser, stack.url);
    await page.goto('/buyer/create');
    await page.getByRole('textbox', { name: 'Email' }).fill(`  ${EMAIL.toUpperCase()} `);
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Whitfield');
    await page.getByLabel('Office phone').fill('7165550142');
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm password').fill(FIRST_PASSWORD);
    await page.getByText('I accept the').click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByText(SIGN_UP_MESSAGES.confirmationSent).count())
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // the same address again is taken
    await page.goto('/buyer/create');
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('Office phone').fill('7165550142');
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm password').fill(FIRST_PASSWORD);
    await page.getByText('I accept the').click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText(SIGN_UP_MESSAGES.emailTaken).count()).toBeGreaterThan(0);

    // the confirmation e-mail, plain text with a link to this site
    await page.goto((await mailWithLink('/buyer/company-create/')).link);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome Dana Whitfield' }).count())
      .toBe(1);
    await page.getByLabel('Commercial name').fill('Great Lakes Auto');
    await page.getByLabel('Company name').fill('Great Lakes Auto LLC');
    await page.getByRole('combobox', { name: 'Address' }).fill('12901');
    await page.getByRole('option', { name: /Plattsburgh, NY 12901/ }).click();
    await expect.poll(() => page.getByLabel('ZIP').inputValue()).toBe('12901');
    expect(await page.getByLabel('City').inputValue()).toBe('Plattsburgh');
    expect(await page.getByLabel('State').inputValue()).toBe('NY');
    await page.getByLabel('Street').fill('22 Margaret Street');
    await page.getByLabel('Billing contact email').fill('billing@greatlakes-auto.test');
    const registered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        // the web sends its persisted operations by id
        (response.request().postData() ?? '').includes(registerCompany.params.id!),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const answer = (await (await registered).json()) as {
      data: { registerCompany: { company: { id: string } } };
    };
    const companyId = Number(atob(answer.data.registerCompany.company.id).split(':')[1]);
    await expect
      .poll(() => page.getByText(ACCOUNT_MESSAGES.companyRegistered).count())
      .toBeGreaterThan(0);
    // six seconds later: home, with the login modal open
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await expect.poll(() => page.getByRole('dialog', { name: 'Log In' }).count()).toBe(1);

    // the company is pending until staff accept it
    await logIn(page, EMAIL, FIRST_PASSWORD);
    await expect.poll(() => page.getByText('Company not active yet.').count()).toBeGreaterThan(0);

    await acceptCompany(companyId);
    await logIn(page, EMAIL, FIRST_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/buyer/car-list', { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('vehicle-card').count()).toBeGreaterThan(0);
    await expect
      .poll(async () => PRICE_TEXT.test(await page.locator('body').innerText()))
      .toBe(true);
    await context.close();
  });

  it('recovers a forgotten password by e-mail; the used link then shows the expired text', async () => {
    const { context, page } = await newPage(browser, stack.url);
    await page.goto('/auth/forgotPassword');
    await page.getByRole('textbox', { name: 'Email' }).fill('nobody@nowhere.test');
    await page.getByRole('button', { name: 'Send recovery link' }).click();
    await expect
      .poll(() => page.getByText(ACCOUNT_MESSAGES.emailNotFound).count())
      .toBeGreaterThan(0);

    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Send recovery link' }).click();
    await expect
      .poll(() => page.getByText(ACCOUNT_MESSAGES.recoverPasswordSent).count())
      .toBeGreaterThan(0);
    const { link } = await mailWithLink('/auth/password/');

    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByText(ACCOUNT_MESSAGES.passwordChanged).count())
      .toBeGreaterThan(0);
    await page.waitForURL((url) => url.pathname === '/auth/login');

    await logIn(page, EMAIL, FIRST_PASSWORD);
    await expect
      .poll(() => page.getByText('Invalid login credentials.').count())
      .toBeGreaterThan(0);
    await logIn(page, EMAIL, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/buyer/car-list', { timeout: 20_000 });

    await page.goto(link);
    await expect.poll(() => page.getByText(ACCOUNT_MESSAGES.linkExpired).count()).toBe(1);
    await context.close();
  });

  it('switches e-mail notifications from the link every e-mail carries, without logging in', async () => {
    const { context, page } = await newPage(browser, stack.url);
    await page.goto('/auth/forgotPassword');
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Send recovery link' }).click();
    const { link } = await mailWithLink('/disable/notifications/');

    await page.goto(link);
    const enabled = 'E-mail notifications are enabled. Do you want to disable them?';
    const disabled = 'E-mail notifications are disabled. Do you want to enable them?';
    await expect.poll(() => page.getByRole('heading', { name: enabled }).count()).toBe(1);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect
      .poll(() => page.getByText(ACCOUNT_MESSAGES.notificationsUpdated).count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: disabled }).count()).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: disabled }).count()).toBe(1);
    await page.getByRole('button', { name: 'No' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/disable/notifications/not-a-real-token');
    await expect.poll(() => page.getByText(ACCOUNT_MESSAGES.linkExpired).count()).toBe(1);
    await context.close();
  });
});
