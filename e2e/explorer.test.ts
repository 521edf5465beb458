/// <reference lib="dom" />
// The GraphiQL explorer at GET /graphql in a real browser with no network beyond the product
// (every other request is aborted and recorded): it renders from the bundled files, loads the
// schema's docs with the signed-in viewer's token, and runs a query as that viewer; desktop and
// phone screenshots (SHOTS_DIR).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE } from './support/browser.ts';
import { logIn, shoot, SLOW } from './support/pageSession.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

/** A page that may reach only the product: anything else is aborted and listed in `blocked`. */
async function offlinePage(viewport = DESKTOP) {
  const opened = await newPage(browser, product.url, viewport);
  const blocked: string[] = [];
  const own = new URL(product.url).host;
  await opened.context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.host === own || url.protocol === 'data:' || url.protocol === 'blob:') {
      await route.continue();
    } else {
      blocked.push(url.href);
      await route.abort('internetdisconnected');
    }
  });
  return { ...opened, blocked };
}

/** What an editor shows (Monaco draws its lines with non-breaking spaces). */
const editorText = (page: Page, selector: string) =>
  page
    .locator(`${selector} .view-lines`)
    .allTextContents()
    .then((texts) => texts.join('\n').replace(/\u00a0/g, ' '))
    .catch(() => '');
const responseText = (page: Page) => editorText(page, '.graphiql-response');

/** The next answer of POST /graphql to an operation (not the explorer's introspection). */
function nextGraphQLAnswer(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      response.request().method() === 'POST' &&
      !response.request().postData()?.includes('IntrospectionQuery'),
    SLOW,
  );
}

describe('the GraphQL explorer', () => {
  it('runs a query as the signed-in viewer, with the docs, using nothing but the product', async () => {
    const { context, page, blocked } = await offlinePage();
    await logIn(page, 'admin@canam.test');
    await page.goto('/graphql');
    await page.locator('.graphiql-container').waitFor(SLOW);
    // Monaco has the default operation in its editor: Execute runs it.
    await expect
      .poll(() => editorText(page, '.graphiql-query-editor'), SLOW)
      .toContain('query Catalogue');
    // The headers editor holds the session's token.
    const token = await page.evaluate(() => localStorage.getItem('access-token'));
    await expect
      .poll(() => editorText(page, '.graphiql-editor-tool'), SLOW)
      .toContain(`"Authorization": "Bearer ${token!.slice(0, 16)}`);

    // The schema's docs, fetched by introspection with that token.
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await page
      .locator('.graphiql-doc-explorer')
      .getByText('Query', { exact: true })
      .first()
      .waitFor(SLOW);
    await page
      .locator('.graphiql-doc-explorer')
      .getByRole('link', { name: 'Query' })
      .first()
      .click();
    await page
      .locator('.graphiql-doc-explorer')
      .getByText('vehicles', { exact: true })
      .first()
      .waitFor(SLOW);
    await shoot(page, 'explorer-docs');

    const answered = nextGraphQLAnswer(page);
    await page.getByRole('button', { name: /Execute query/ }).click();
    const answer = await answered;
    expect(answer.request().headers().authorization).toBe(`Bearer ${token}`);
    const body = (await answer.json()) as { data?: { viewer: { isLoggedIn: boolean } } };
    expect(body.data?.viewer.isLoggedIn).toBe(true);
    await expect.poll(() => responseText(page), SLOW).toContain('"isLoggedIn": true');
    await shoot(page, 'explorer-desktop');
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('fits a phone, and a guest sees why its own query is refused', async () => {
    const { context, page, blocked } = await offlinePage(PHONE);
    await page.goto('/graphql');
    await page.locator('.graphiql-container').waitFor(SLOW);
    // Monaco has the default operation in its editor: Execute runs it.
    await expect
      .poll(() => editorText(page, '.graphiql-query-editor'), SLOW)
      .toContain('query Catalogue');
    const answered = nextGraphQLAnswer(page);
    await page.getByRole('button', { name: /Execute query/ }).click();
    const body = (await (await answered).json()) as { errors?: { extensions: { code: string } }[] };
    expect(body.errors?.[0]?.extensions.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
    await expect.poll(() => responseText(page), SLOW).toContain('"errors"');
    await shoot(page, 'explorer-phone');
    expect(blocked).toEqual([]);
    await context.close();
  });
});
