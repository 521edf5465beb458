// The bench's bundle figures: the JavaScript every public page loads first, and the initial
// JavaScript of the public inventory route with the check that nothing staff-only is in it.
// A figure that cannot be measured, or staff code in the public route, fails the bench (exit
// code 1, a FAILED line saying why) without stopping the other measurements.
import { goal } from './goals.ts';
import { initialJavaScript, routeJavaScript } from './bundleSize.ts';

/** The route's lazy modules: its page and its loader (loaded side by side). */
export const INVENTORY_ROUTE = [
  'src/features/inventory/InventoryRoute.tsx',
  'src/features/inventory/inventoryLoader.ts',
];
export const INVENTORY_BUDGET_KIB = 250;
/** Labels only staff screens show: finding one means staff code ships with the public inventory. */
export const BACK_OFFICE_TEXTS = [
  'Full inventory',
  'Need pricing',
  'Sale date from',
  'Staff details',
  'No agent assigned',
  'Cost in USD',
  'Reserved price',
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function fail(what: string, error: unknown) {
  console.error(`  FAILED: ${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

export async function benchInventoryBundle(webDistDir: string): Promise<void> {
  try {
    const bundle = await initialJavaScript(webDistDir);
    console.log(
      `\nInitial JavaScript of the public routes, as sent: ${kib(bundle.gzipBytes)} gzip, ${kib(bundle.brotliBytes)} brotli`,
    );
    console.log(`  ${bundle.files.join('\n  ')}`);
  } catch (error) {
    console.log('\nInitial JavaScript of the public routes');
    fail('not measured', error);
  }

  try {
    const inventory = await routeJavaScript(webDistDir, INVENTORY_ROUTE, BACK_OFFICE_TEXTS);
    const within = inventory.gzipBytes <= INVENTORY_BUDGET_KIB * 1024;
    console.log(
      `\nInitial JavaScript of the inventory route, as sent: ${kib(inventory.gzipBytes)} gzip  (budget ${INVENTORY_BUDGET_KIB} KiB: ${within ? 'within' : 'OVER'}), ${kib(inventory.brotliBytes)} brotli`,
    );
    console.log(`  ${inventory.files.join('\n  ')}`);
    goal(
      `initial JavaScript of the inventory route <= ${INVENTORY_BUDGET_KIB} KiB gzip`,
      kib(inventory.gzipBytes),
      within,
    );
    console.log(
      `  its import()s, loaded after its first render or on demand (filter form, dialogs…; not counted): ${kib(inventory.deferred.gzipBytes)} in ${inventory.deferred.files.length} files`,
    );
    const leaks = [...inventory.otherRoutes, ...inventory.backOfficeTexts.map((t) => `'${t}'`)];
    if (leaks.length === 0) {
      console.log('  back office in it: none (no other route module, no staff-only label)');
    } else {
      fail('back office in the public inventory route', new Error(leaks.join(', ')));
    }
    goal('nothing staff-only in the inventory route', leaks.join(', ') || 'none', !leaks.length);
  } catch (error) {
    console.log('\nInitial JavaScript of the inventory route');
    fail('not measured', error);
    goal(
      `initial JavaScript of the inventory route <= ${INVENTORY_BUDGET_KIB} KiB gzip`,
      'not measured',
      false,
    );
  }
}
