/// <reference lib="dom" />
// WCAG 2.1 AA on every page of the route table (web/src/routes.tsx, read by pageAccess) for every
// role that may open it and for guests where they may, at desktop and phone widths: axe-core
// finds no violation. A new route is visited without an edit here; a new kind of path parameter
// fails until the test knows what to put in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RoleName } from '@canam/domain/roles';
import { pageAccess, type PageAccess } from '../web/src/routeAccess.ts';
import { routes } from '../web/src/routes.tsx';
import { publicVehiclePath, vehicleDetailPath } from '../web/src/features/vehicle/vehiclePaths.ts';
import { axeViolations, type Violation } from './support/axe.ts';
import { DESKTOP, newPage, PHONE } from './support/browser.ts';
import { logIn, pageGraphql } from './support/pageSession.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

/** The demo account of each role (api/src/seed/demoAccounts.ts). */
const ACCOUNTS: Record<RoleName, string> = {
  ROLE_SUPER_ADMIN: 'superadmin@canam.test',
  ROLE_ADMIN: 'admin@canam.test',
  ROLE_AGENT: 'agent@canam.test',
  ROLE_REVIEWER: 'reviewer@canam.test',
  ROLE_CLIENT: 'client@canam.test',
  ROLE_BUYER: 'buyer@canam.test',
};

const PAGES = pageAccess(routes);

/** The parameters every visitor's paths share, asked of the graph as an admin. */
let shared: Record<string, string>;
beforeAll(async () => {
  const { context, page } = await newPage(browser, product.url);
  await logIn(page, ACCOUNTS.ROLE_ADMIN);
  const data = await pageGraphql<{
    publicVehicles: {
      edges: {
        node: { vin: string; publicId: string; vinNumber: { make: string; model: string } };
      }[];
    };
  }>(
    page,
    '{ publicVehicles(first: 1) { edges { node { vin publicId vinNumber { make model } } } } }',
  );
  const shown = data.publicVehicles.edges[0]!.node;
  shared = {
    // the detail page's whole slug: VIN, make and model
    ':slug': vehicleDetailPath({ vin: shown.vin, ...shown.vinNumber }).slice('/vehicle/'.length),
    ':id': publicVehiclePath(shown.publicId).slice('/public/vehicle/'.length),
    // links from e-mails: an unknown token shows the page's "link not valid" state
    ':token': 'not-a-token',
    '*': 'no-such-page',
  };
  await context.close();
});

/** What each kind of path parameter is filled with; a back-office vehicle is one the visitor has. */
async function parameters(page: Page, loggedIn: boolean): Promise<Record<string, string>> {
  if (!loggedIn) return shared;
  const data = await pageGraphql<{ vehicles: { edges: { node: { vin: string } }[] } }>(
    page,
    '{ vehicles(first: 1) { edges { node { vin } } } }',
  );
  const vin = data.vehicles.edges[0]?.node.vin;
  return vin ? { ...shared, ':vin': vin } : shared;
}

function filled(path: string, values: Record<string, string>): string {
  return path.replace(/:\w+|\*/g, (parameter) => {
    const value = values[parameter];
    if (value === undefined) throw new Error(`no value for ${parameter} in ${path}`);
    return value;
  });
}

/** Waits until the page has loaded its data: no request under way and nothing marked busy. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function visitAll(page: Page, pages: PageAccess[], loggedIn: boolean): Promise<Violation[]> {
  const values = await parameters(page, loggedIn);
  const found: Violation[] = [];
  for (const { path } of pages) {
    const url = filled(path, values);
    await page.setViewportSize(DESKTOP);
    await page.goto(url);
    await settled(page);
    found.push(...(await axeViolations(page, `${url} at ${DESKTOP.width}px`)));
    await page.setViewportSize(PHONE);
    await settled(page);
    found.push(...(await axeViolations(page, `${url} at ${PHONE.width}px`)));
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
    const found = await visitAll(
      page,
      PAGES.filter((entry) => entry.guests),
      false,
    );
    expect(found).toEqual([]);
    await context.close();
  }, 600_000);

  it.each(Object.entries(ACCOUNTS) as [RoleName, string][])(
    'has no WCAG 2.1 AA violation for %s',
    async (role, email) => {
      const { context, page } = await newPage(browser, product.url);
      await logIn(page, email);
      const found = await visitAll(
        page,
        PAGES.filter((entry) => entry.roles.includes(role)),
        true,
      );
      expect(found).toEqual([]);
      await context.close();
    },
    // some twenty pages, each twice: this bounds a hang, not the speed
    600_000,
  );
});
