/// <reference lib="dom" />
// WCAG 2.1 AA on every page of the route table (web/src/routes.tsx, read by pageAccess) for every
// role that may open it and for guests where they may, at desktop and phone widths: axe-core
// finds no violation. A new route is visited without an edit here; a new kind of path parameter
// fails until the test knows what to put in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RoleName } from '@canam/domain/roles';
import type { PageAccess } from '../web/src/routeAccess.ts';
import { axeViolations, type Violation } from './support/axe.ts';
import { DESKTOP, newPage, PHONE } from './support/browser.ts';
import { boundHang } from './support/hangBound.ts';
import { logIn } from './support/pageSession.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';
import {
  ACCOUNTS,
  filled,
  PAGES,
  pagesFor,
  settled,
  sharedParameters,
  visitorParameters,
} from './support/routeVisits.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

let shared: Record<string, string>;
beforeAll(async () => {
  shared = await sharedParameters(browser, product.url);
});

/** A page's two scans take seconds; a visit still going after this is stuck. */
const PAGE_HANG_MS = 180_000;

async function visitAll(page: Page, pages: PageAccess[], loggedIn: boolean): Promise<Violation[]> {
  const values = await visitorParameters(page, shared, loggedIn);
  const found: Violation[] = [];
  for (const { path } of pages) {
    const url = filled(path, values);
    await boundHang(`visiting ${url}`, PAGE_HANG_MS, async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto(url);
      await settled(page);
      found.push(...(await axeViolations(page, `${url} at ${DESKTOP.width}px`)));
      await page.setViewportSize(PHONE);
      await settled(page);
      found.push(...(await axeViolations(page, `${url} at ${PHONE.width}px`)));
    });
  }
  return found;
}

describe('every page, for every visitor who may open it, at desktop and phone widths', () => {
  it('lists pages for guests and for each role', () => {
    expect(PAGES.filter((entry) => entry.guests).map((entry) => entry.path)).toContain(
      '/inventory/vehicles',
    );
    for (const role of Object.keys(ACCOUNTS) as RoleName[]) {
      expect(PAGES.filter((entry) => entry.roles.includes(role)).length).toBeGreaterThan(10);
    }
  });

  it('has no WCAG 2.1 AA violation for a guest', async () => {
    const { context, page } = await newPage(browser, product.url);
    await page.goto('/');
    const found = await visitAll(page, pagesFor(null), false);
    expect(found).toEqual([]);
    await context.close();
  }, 600_000);

  it.each(Object.entries(ACCOUNTS) as [RoleName, string][])(
    'has no WCAG 2.1 AA violation for %s',
    async (role, email) => {
      const { context, page } = await newPage(browser, product.url);
      await logIn(page, email);
      const found = await visitAll(page, pagesFor(role), true);
      expect(found).toEqual([]);
      await context.close();
    },
    // some twenty pages, each twice: this bounds a hang, not the speed
    600_000,
  );
});
