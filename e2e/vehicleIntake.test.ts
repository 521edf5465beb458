/// <reference lib="dom" />
// Vehicle intake in a real browser against the seeded lot: an admin registers a real VIN (decoded
// offline), fills the edit form, uploads a photo (its thumbnail shows, served from /uploads/),
// walks the equipment step and completes the registration, and a guest's open inventory shows the
// vehicle without a reload; an XLSX file with a sold, an unknown and an incomplete VIN shows the
// three lists; an agent sent to another agent's vehicle is refused.
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { vinCheckDigit } from '@canam/domain/vin';
import { newPage, PHONE } from './support/browser.ts';
import { logIn, pageGraphql, shoot, SLOW, watchForReloads } from './support/pageSession.ts';
import { startProduct, type Product } from './support/product.ts';
import { closeInBrowser, startInBrowser } from './support/productInBrowser.ts';

let product: Product;
let browser: Browser;
beforeAll(async () => ({ product, browser } = await startInBrowser(startProduct)));
afterAll(() => closeInBrowser(browser, product));

/** A VIN of a real pattern with a serial of our own and its check digit worked out. */
function realVin(pattern: string): string {
  return pattern.slice(0, 8) + vinCheckDigit(pattern) + pattern.slice(9);
}

// 2018 Honda Civic LX built in Alliston (Canada); a Toyota Corolla; a maker the decoder does not know.
const CIVIC = realVin('2HGFC2F50JH987654');
const COROLLA = realVin('2T1BURHE0JC987611');
const UNKNOWN = realVin('ZZZZZZZZ0ZZ123456');

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor(SLOW);
}

async function xlsxFile(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Vehicles');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('vehicle intake', () => {
  it('registers a VIN, fills it in, adds a photo and completes it: a guest sees it live', async () => {
    const guest = await newPage(browser, product.url);
    await guest.page.goto('/inventory/vehicles');
    const civicCard = guest.page.locator(`a[href*="${CIVIC}"]`);
    await guest.page.getByRole('heading', { name: 'Inventory' }).waitFor();
    expect(await civicCard.count()).toBe(0);
    const guestStayedLive = await watchForReloads(guest.page);

    const { page } = await newPage(browser, product.url);
    await logIn(page, 'admin@canam.test');
    await page.goto('/admin/vehicles/registry');
    await page.getByRole('textbox', { name: 'VIN' }).fill(CIVIC.toLowerCase());
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.waitForURL(`**/admin/vehicles/registry/${CIVIC}`, SLOW);

    // Decoded offline: make, model and year are already in the form.
    const form = page.getByRole('form', { name: 'Vehicle information' });
    await expect.poll(() => form.getByLabel('Make').inputValue(), SLOW).toBe('Honda');
    expect(await form.getByLabel('Model').inputValue()).toBe('Civic');
    expect(await form.getByLabel('Year').inputValue()).toBe('2018');
    await shoot(page, 'intake-edit-new');

    await form.getByLabel('Stock number').fill('E2E-CIVIC-1');
    await form.getByLabel('Agent').selectOption({ index: 1 });
    await form.getByLabel('Location').selectOption({ index: 1 });
    await form.getByLabel('Cost (CAD)').fill('20000');
    await form.getByLabel('FX (CAD per USD)').fill('1.35');
    await form.getByLabel('Price').fill('24500');
    await form.getByLabel('Colour').selectOption('Blue');
    await form.getByLabel('Miles').fill('42000');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Vehicle updated');

    // A photo of the front: the thumbnail is made by the server and served from /uploads/.
    const jpeg = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#2b6cb0' },
    })
      .jpeg()
      .toBuffer();
    await page.getByRole('button', { name: 'Upload photo', exact: true }).click();
    const upload = page.getByRole('form', { name: 'Upload photo' });
    await upload.getByLabel('Photo').setInputFiles({
      name: 'front.jpg',
      mimeType: 'image/jpeg',
      buffer: jpeg,
    });
    await upload.getByLabel('Part').selectOption({ index: 1 });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Photo assigned successfully');
    const thumbnail = page
      .locator('[aria-label="Vehicle photos"] img[src*="/uploads/vehicles/"]')
      .first();
    await thumbnail.waitFor(SLOW);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(400);
    await shoot(page, 'intake-edit-photo');

    // Step 2, then the last step: Complete puts it on sale.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('step') === '2', SLOW);
    const equipment = page.getByRole('form', { name: 'Equipment' });
    await equipment.getByText('Sunroof', { exact: true }).click();
    await equipment.getByText('Heated seats', { exact: true }).click();
    await equipment.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(`**/admin/vehicles/registry/${CIVIC}/uploaded`, SLOW);
    await page.getByText('Vehicle uploaded successfully').waitFor();
    await shoot(page, 'intake-uploaded');
    await page.getByRole('button', { name: 'Complete', exact: true }).click();

    await civicCard.first().waitFor(SLOW);
    await guestStayedLive();
    await shoot(guest.page, 'intake-guest-inventory');

    const saved = await pageGraphql<{
      vehicleByVin: { status: string; equipment: string[]; photos: { url: string }[] };
    }>(page, '{ vehicleByVin(vin: "' + CIVIC + '") { status equipment photos { url } } }');
    expect(saved.vehicleByVin.status).toBe('ReadyToSell');
    expect(saved.vehicleByVin.equipment).toEqual(['sunroof', 'heatedSeats']);
    expect(saved.vehicleByVin.photos).toHaveLength(1);
  });

  it('shows the three lists of an XLSX upload', async () => {
    const { page } = await newPage(browser, product.url);
    await logIn(page, 'superadmin@canam.test');
    const table = await pageGraphql<{
      vehicleTable: { edges: { node: { vin: string; status: string } }[] };
    }>(page, '{ vehicleTable(first: 100) { edges { node { vin status } } } }');
    const sold = table.vehicleTable.edges.find((edge) => edge.node.status === 'Sold')?.node.vin;
    expect(sold, 'a sold vehicle of the seed').toBeDefined();

    const file = await xlsxFile([
      ['VIN', 'Stock Number', 'Price', 'Miles', 'Color'],
      [sold!, '', '', '', ''],
      [UNKNOWN, 'E2E-UNKNOWN', '', '', ''],
      [COROLLA, '', '', '', ''],
    ]);
    await page.goto('/admin/vehicles/registry');
    const form = page.getByRole('form', { name: 'Upload vehicles' });
    const button = form.getByRole('button', { name: 'Upload', exact: true });
    expect(await button.isDisabled()).toBe(true);
    await form.getByLabel('File').setInputFiles({
      name: 'vehicles.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await button.click();
    await toast(page, 'The file uploaded successfully');

    const warning = page.getByRole('alert').filter({ hasText: 'Vin numbers sold:' });
    await warning.waitFor(SLOW);
    const text = await warning.innerText();
    expect(text).toContain('Vin numbers not found:');
    expect(text).toContain('Vin numbers incomplete register:');
    const [, notFound = '', afterNotFound = ''] = text.split(/Vin numbers not found:/);
    expect(notFound + afterNotFound).toContain(UNKNOWN);
    expect(text.split('Vin numbers sold:')[1]).toContain(sold);
    expect(text.split('Vin numbers incomplete register:')[1]).toContain(COROLLA);
    await shoot(page, 'intake-bulk-lists');

    await page.setViewportSize(PHONE);
    await shoot(page, 'intake-bulk-lists-phone');
    await warning.getByRole('button', { name: /dismiss|close/i }).click();
    await expect.poll(() => warning.count(), SLOW).toBe(0);
  });

  it("refuses an agent another agent's vehicle, in the page and in the api", async () => {
    const { page } = await newPage(browser, product.url);
    await logIn(page, 'agent@canam.test');
    const listed = await pageGraphql<{
      vehicles: { edges: { node: { vin: string; viewerCanEdit: boolean; status: string } }[] };
    }>(page, '{ vehicles(first: 100) { edges { node { vin viewerCanEdit status } } } }');
    const others = listed.vehicles.edges
      .map((edge) => edge.node)
      .find((node) => !node.viewerCanEdit && node.status !== 'Sold');
    expect(others, "another agent's vehicle").toBeDefined();

    await page.goto(`/agent/vehicles/registry/${others!.vin}`);
    await page.getByText('You cannot edit this vehicle').waitFor(SLOW);
    expect(await page.getByRole('form', { name: 'Vehicle information' }).count()).toBe(0);
    await shoot(page, 'intake-agent-refused');

    // The api refuses it too, whatever the page shows.
    const refused = await page.evaluate(async (vin) => {
      const token = localStorage.getItem('access-token');
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: `query($vin: String!) { vehicleByVin(vin: $vin) { id } }`,
          variables: { vin },
        }),
      });
      const { data } = (await response.json()) as { data: { vehicleByVin: { id: string } } };
      const update = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: `mutation($input: UpdateVehicleInput!) { updateVehicle(input: $input) { vehicle { id } } }`,
          variables: { input: { vehicleId: data.vehicleByVin.id, miles: 1234 } },
        }),
      });
      return (await update.json()) as { errors?: { extensions?: { code?: string } }[] };
    }, others!.vin);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
