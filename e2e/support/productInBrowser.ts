// One running product and one Chromium for a browser test file: started together before its
// tests, closed together after them.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import type { Product } from './product.ts';

export async function startInBrowser<P extends Product>(
  start: () => Promise<P>,
): Promise<{ product: P; browser: Browser }> {
  const product = await start();
  return { product, browser: await launchBrowser() };
}

export async function closeInBrowser(browser?: Browser, product?: Product): Promise<void> {
  await browser?.close();
  await product?.close();
}
