/// <reference lib="dom" />
// Visiting every page of the route table (web/src/routes.tsx, read by pageAccess) as a guest or as
// each role's demo account: which pages a visitor may open, what their path parameters are filled
// with, and when a page has loaded. Shared by the accessibility tests of pages and of their dialogs.
import type { Browser, Page } from 'playwright-core';
import type { RoleName } from '@canam/domain/roles';
import { pageAccess, type PageAccess } from '../../web/src/routeAccess.ts';
import { routes } from '../../web/src/routes.tsx';
import {
  publicVehiclePath,
  vehicleDetailPath,
} from '../../web/src/features/vehicle/vehiclePaths.ts';
import { newPage } from './browser.ts';
import { logIn, pageGraphql } from './pageSession.ts';
import { reactWorkDone } from './reactWork.ts';

/** The demo account of each role (api/src/seed/demoAccounts.ts). */
export const ACCOUNTS: Record<RoleName, string> = {
  ROLE_SUPER_ADMIN: 'superadmin@canam.test',
  ROLE_ADMIN: 'admin@canam.test',
  ROLE_AGENT: 'agent@canam.test',
  ROLE_REVIEWER: 'reviewer@canam.test',
  ROLE_CLIENT: 'client@canam.test',
  ROLE_BUYER: 'buyer@canam.test',
};

export const PAGES = pageAccess(routes);

/** The pages a guest (no role) or a role may open. */
export function pagesFor(role: RoleName | null): PageAccess[] {
  return PAGES.filter((entry) => (role ? entry.roles.includes(role) : entry.guests));
}

/** The parameters every visitor's paths share, asked of the graph as an admin. */
export async function sharedParameters(
  browser: Browser,
  url: string,
): Promise<Record<string, string>> {
  const { context, page } = await newPage(browser, url);
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
  await context.close();
  const shown = data.publicVehicles.edges[0]!.node;
  return {
    // the detail page's whole slug: VIN, make and model
    ':slug': vehicleDetailPath({ vin: shown.vin, ...shown.vinNumber }).slice('/vehicle/'.length),
    ':id': publicVehiclePath(shown.publicId).slice('/public/vehicle/'.length),
    // links from e-mails: an unknown token shows the page's "link not valid" state
    ':token': 'not-a-token',
    '*': 'no-such-page',
  };
}

/** What each kind of path parameter is filled with; a back-office vehicle is one the visitor has. */
export async function visitorParameters(
  page: Page,
  shared: Record<string, string>,
  loggedIn: boolean,
): Promise<Record<string, string>> {
  if (!loggedIn) return shared;
  const data = await pageGraphql<{ vehicles: { edges: { node: { vin: string } }[] } }>(
    page,
    '{ vehicles(first: 1) { edges { node { vin } } } }',
  );
  const vin = data.vehicles.edges[0]?.node.vin;
  return vin ? { ...shared, ':vin': vin } : shared;
}

/** The path pattern with its parameters filled in. */
export function filled(path: string, values: Record<string, string>): string {
  return path.replace(/:\w+|\*/g, (parameter) => {
    const value = values[parameter];
    if (value === undefined) throw new Error(`no value for ${parameter} in ${path}`);
    return value;
  });
}

/**
 * Waits until the page has loaded its data: no request under way, nothing marked busy, and the
 * work React queued meanwhile done (reactWork.ts).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  await reactWorkDone(page);
}
