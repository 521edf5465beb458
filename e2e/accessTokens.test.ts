/// <reference lib="dom" />
// Personal access tokens in a real browser: a buyer opens Access tokens from the navbar, creates a
// token (name, scopes, expiry), sees it once with the warning, uses it with fetch against
// /graphql (no session in that request), revokes it after the confirmation and sees it refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, newPage } from './support/browser.ts';
import { logIn, SLOW } from './support/pageSession.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

interface Answer {
  data?: { viewer: { isLoggedIn: boolean; canSeePrices: boolean } } | null;
  errors?: { extensions?: { code?: string } }[];
}

/** A GraphQL request from the page with only the token as credentials. */
function withToken(page: Page, token: string): Promise<Answer> {
  return page.evaluate(async (bearer) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ query: '{ viewer { isLoggedIn canSeePrices } }' }),
    });
    return (await response.json()) as Answer;
  }, token);
}

describe('personal access tokens', () => {
  it('creates a token, uses it against /graphql, revokes it and sees it refused', async () => {
    const { context, page } = await newPage(browser, product.url, DESKTOP);
    await logIn(page, 'buyer@canam.test');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('link', { name: 'Access tokens' }).first().click();
    await page.waitForURL((url) => url.pathname === '/account/access-tokens');

    const form = page.getByRole('form', { name: 'New access token' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Price watcher');
    await form.getByText('Read the catalogue').click();
    await form.getByLabel('Expires in').selectOption('30');
    await form.getByRole('button', { name: 'Create token' }).click();

    const secret = page.getByLabel('New access token', { exact: true }).and(page.locator('code'));
    await secret.waitFor(SLOW);
    const token = (await secret.textContent())!.trim();
    expect(token).toMatch(/^canam_pat_[A-Za-z0-9_-]{43}$/);
    expect(await page.getByText('you will not see it again').count()).toBeGreaterThan(0);
    const row = page.getByRole('row').filter({ hasText: 'Price watcher' });
    await expect.poll(() => row.getByText('Active').count(), SLOW).toBe(1);
    expect(await row.getByText(token.slice(0, 16)).count()).toBe(1);

    const used = await withToken(page, token);
    expect(used.errors).toBeUndefined();
    expect(used.data?.viewer).toEqual({ isLoggedIn: true, canSeePrices: true });

    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.getByText(token).count()).toBe(0);
    await row.getByRole('button', { name: 'Revoke Price watcher' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'YES' }).click();
    await expect.poll(() => row.getByText('Revoked').count(), SLOW).toBe(1);

    const refused = await withToken(page, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await context.close();
  });
});
