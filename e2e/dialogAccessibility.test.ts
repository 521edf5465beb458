/// <reference lib="dom" />
// WCAG 2.1 AA for the layers of every page: each dialog, side panel and popover a visitor can open
// from a page of the route table (every element marked aria-haspopup="dialog", first of each
// kind) is opened, scanned by axe with the focus inside it, closed with Escape, and gives the focus
// back to its opener. For guests and every role, on every page they may open, at desktop and phone
// widths. The home banner, which opens by itself, is checked on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RoleName } from '@canam/domain/roles';
import { BANNER_SEEN_KEY, BANNER_SHOWN } from '../web/src/features/home/components/BannerModal.tsx';
import { axeViolations, type Violation } from './support/axe.ts';
import { DESKTOP, newPage, PHONE } from './support/browser.ts';
import { followDialogs } from './support/dialogPass.ts';
import { boundHang } from './support/hangBound.ts';
import { logIn, SLOW } from './support/pageSession.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';
import {
  ACCOUNTS,
  filled,
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

const VISITORS: [string, RoleName | null][] = [
  ['a guest', null],
  ...(Object.keys(ACCOUNTS) as RoleName[]).map((role): [string, RoleName] => [role, role]),
];

describe('every dialog of every page, for every visitor, at desktop and phone widths', () => {
  it.each(VISITORS)(
    'has no WCAG 2.1 AA violation and gives the focus back, for %s',
    async (_visitor, role) => {
      const { context, page } = await newPage(browser, product.url);
      // The slide shows hold still (as for a visitor who asks for less motion): a card the home
      // carousel moved out of view cannot be clicked, and a photo changing keeps the network busy.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // the home banner opens by itself a second after the page: checked in its own test below
      await context.addInitScript(
        ([key, shown]) => sessionStorage.setItem(key!, shown!),
        [BANNER_SEEN_KEY, BANNER_SHOWN],
      );
      if (role) await logIn(page, ACCOUNTS[role]);
      else await page.goto('/');
      const values = await visitorParameters(page, shared, role !== null);
      const violations: Violation[] = [];
      const problems: string[] = [];
      const seen = new Set<string>();
      for (const { path } of pagesFor(role)) {
        const url = filled(path, values);
        for (const size of [DESKTOP, PHONE]) {
          const where = `${url} at ${size.width}px`;
          // a page's dialogs take seconds; a visit still going after this is stuck
          const found = await boundHang(`visiting ${where}`, 300_000, async () => {
            await page.setViewportSize(size);
            await page.goto(url);
            await settled(page);
            return followDialogs(page, where, seen);
          });
          violations.push(...found.violations);
          problems.push(...found.problems);
        }
      }
      expect({ problems, violations }).toEqual({ problems: [], violations: [] });
      await context.close();
    },
    // some twenty pages, each twice, each dialog opened: this bounds a hang, not the speed
    900_000,
  );

  it.each([DESKTOP, PHONE])('shows the home banner without violation at %o', async (size) => {
    const { context, page } = await newPage(browser, product.url, size);
    await page.goto('/');
    const banner = page.getByRole('dialog');
    await expect.poll(() => banner.count(), SLOW).toBe(1);
    await settled(page);
    expect(await axeViolations(page, `the home banner at ${size.width}px`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => banner.count(), SLOW).toBe(0);
    await context.close();
  });
});
