/// <reference lib="dom" />
// The super admin vehicle table and dashboard in a real browser against the seeded lot: the super
// admin searches the table, hides a column (still hidden after a reload, in the cookie fields),
// adds a check in the checks modal (the icon fills), opens the dashboard and finds the check with
// its author and date; an admin's page in another browser context sees the new count without a
// reload; an agent sent to the table's address lands on home.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, newPage, PHONE } from './support/browser.ts';
import { logIn, pageGraphql, shoot, SLOW, watchForReloads } from './support/pageSession.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

const TABLE = '/superAdmin/vehicles/table';

interface TableVehicle {
  vin: string;
  checks: { totalCount: number };
}

describe('the super admin vehicle table', () => {
  it('searches, hides a column, adds a check that others see live, and opens the dashboard', async () => {
    const { context, page } = await newPage(browser, product.url);
    await logIn(page, 'superadmin@canam.test');

    // A vehicle of the seed without checks: its icon starts outlined.
    const table = await pageGraphql<{
      vehicleTable: { edges: { node: TableVehicle }[] };
    }>(page, '{ vehicleTable(first: 100) { edges { node { vin checks { totalCount } } } } }');
    const vehicle = table.vehicleTable.edges
      .map((edge) => edge.node)
      .find((node) => node.checks.totalCount === 0);
    expect(vehicle, 'a seeded vehicle without checks').toBeDefined();
    const vin = vehicle!.vin;

    await page.goto(TABLE);
    await page.getByRole('button', { name: 'Edit columns' }).waitFor();
    // The first visit stores every column.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'fields')?.value, SLOW)
      .toContain('notes');

    // Search applies as typed and is kept in the address.
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill(vin.slice(-8));
    await page.waitForURL((url) => url.searchParams.get('search') === vin.slice(-8));
    const vinLink = page.getByRole('link', { name: vin });
    await vinLink.first().waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: /^[A-HJ-NPR-Z0-9]{17}$/ }).count(), SLOW)
      .toBe(1);

    // Hide Notes: gone now and after a reload, and the cookie says so.
    await page.getByRole('button', { name: 'Edit columns' }).click();
    const columns = page.getByRole('dialog', { name: 'Select columns to show' });
    await columns.locator('label', { hasText: /^Notes$/ }).click();
    await columns.getByRole('button', { name: 'Save' }).click();
    await columns.waitFor({ state: 'hidden' });
    const notesHeader = page.getByRole('columnheader', { name: 'Notes' });
    await expect.poll(() => notesHeader.count(), SLOW).toBe(0);
    await page.reload();
    await vinLink.first().waitFor();
    expect(await page.getByRole('columnheader', { name: 'Checks' }).count()).toBe(1);
    expect(await notesHeader.count()).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'fields');
    expect(cookie?.value).toBeDefined();
    expect(decodeURIComponent(cookie!.value)).not.toContain('notes');
    expect(decodeURIComponent(cookie!.value)).toContain('checks');

    // An admin watches the same vehicle in another browser context.
    const admin = await newPage(browser, product.url);
    await logIn(admin.page, 'admin@canam.test');
    await admin.page.goto(`${TABLE}?search=${encodeURIComponent(vin)}`);
    const adminChecks = admin.page.getByRole('button', { name: 'Checks: 0' });
    await adminChecks.waitFor();
    const stayedLive = await watchForReloads(admin.page);

    // The super admin adds a check in the modal.
    await page.getByRole('button', { name: 'Checks: 0' }).click();
    const modal = page.getByRole('dialog', { name: /Checks/ });
    await modal.getByText('No checks to show').waitFor();
    await modal.getByLabel('Check date').fill(dayjs().format('YYYY-MM-DD'));
    await modal.getByLabel('Check number').fill('104233');
    await modal.getByLabel('Amount').fill('12500.5');
    await modal.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Vehicle checked').first().waitFor();
    await modal.getByText('104233').waitFor();
    await shoot(page, 'superadmin-checks-modal-1280');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'hidden' });
    // The icon is filled now (its name carries the count).
    await page.getByRole('button', { name: 'Checks: 1' }).waitFor();

    // The admin's table follows without a reload.
    await admin.page.getByRole('button', { name: 'Checks: 1' }).waitFor({ timeout: SLOW.timeout });
    await stayedLive();
    await admin.context.close();

    // The dashboard shows the check with its author and date.
    await vinLink.first().click();
    await page.waitForURL((url) => url.pathname === '/superAdmin/vehicles/dashboard');
    expect(new URL(page.url()).searchParams.get('vin')).toBe(vin);
    await page.getByRole('heading', { name: 'Vehicle dashboard' }).waitFor();
    await page.getByText(`VIN ${vin}`).first().waitFor();
    const card = page.getByTestId('record-card').filter({ hasText: '104233' });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('Tremblay');
    expect(text).toContain('Sophie');
    expect(text).toContain(dayjs().format('MMM Do YY'));
    expect(text).toContain('12,500.50');
    await shoot(page, 'superadmin-dashboard-1280');

    await page.setViewportSize(PHONE);
    await shoot(page, 'superadmin-dashboard-375');
    await page.goto(`${TABLE}?search=${encodeURIComponent(vin)}`);
    await page.getByRole('button', { name: 'Checks: 1' }).waitFor();
    await shoot(page, 'superadmin-table-375');
    await page.setViewportSize(DESKTOP);
    await context.close();
  });

  it('sends an agent who opens the table home', async () => {
    const { context, page } = await newPage(browser, product.url);
    await logIn(page, 'agent@canam.test');
    await page.goto(TABLE);
    await page.waitForURL((url) => !url.pathname.startsWith('/superAdmin'), SLOW);
    expect(new URL(page.url()).pathname).not.toContain('superAdmin');
    expect(await page.getByRole('button', { name: 'Edit columns' }).count()).toBe(0);
    await context.close();
  });
});
